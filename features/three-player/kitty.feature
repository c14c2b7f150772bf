@three-player
Feature: The widow exchange
  When the auction is over the contractor alone picks up the three cards of
  the widow (the kitty in the implementation's observation) and then sets
  aside exactly three cards, which may include cards from the widow, leaving
  ten. The contractor then leads to the first trick.

  In this deal the widow is 7C 9H 8H. In most scenarios the auction is
  "P1 bid 7S, P2 pass, P3 pass", so P1 takes the widow.

  Background:
    Given the deal "three-player-p2-joker"

  @KITTY-01 @DECIDE-20
  Rule: KITTY-01 The contractor takes the kitty without showing it

    Scenario: P1, the contractor, holds the widow cards once the auction closes
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      Then P1 holds "AS KS QS JS 10S AC KC QC 7D 7H 7C 9H 8H"
      And P2 holds 10 cards
      And P3 holds 10 cards
      And it is P1's turn

    Scenario: The dealer, as contractor, takes the widow
      Given the actions "P1 pass, P2 bid 6D, P3 bid 6NT"
      Then P3 holds "7S JC 10C 9C 8C 9D 8D QH JH 10H 7C 9H 8H"
      And P1 holds "AS KS QS JS 10S AC KC QC 7D 7H"
      And P2 holds "JK AD KD QD JD 10D AH KH 9S 8S"

    Scenario: A discard by an opponent of the contractor is refused
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P2 discard 9S 8S 10D" is taken
      Then the action is refused under KITTY-01
      And P2 holds 10 cards

    Scenario: A discard before the auction has closed is refused
      Given the actions "P1 bid 7S, P2 pass"
      When the action "P1 discard 7D 7H 7C" is taken
      Then the action is refused under KITTY-01
      And the auction is still open

  @KITTY-02
  Rule: KITTY-02 The contractor puts aside three cards face down

    Scenario: The contractor may discard widow cards
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7C 9H 8H" is taken
      Then the action is accepted
      And P1 holds "AS KS QS JS 10S AC KC QC 7D 7H"

    Scenario: The contractor may keep the widow and discard dealt cards
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7D 7H QC" is taken
      Then the action is accepted
      And P1 holds "AS KS QS JS 10S AC KC 7C 9H 8H"

    Scenario: A card the contractor does not hold cannot be discarded
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7D 7H JK" is taken
      Then the action is refused under KITTY-02
      And P1 holds 13 cards

  @KITTY-03
  Rule: KITTY-03 The exchange comes before play, in every kind of contract

    Scenario: In a trump contract the contractor leads once the discard is made
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7D 7H 7C" is taken
      Then the action is accepted
      And it is P1's turn
      And P1 holds "AS KS QS JS 10S AC KC QC 9H 8H"

    Scenario: At no trumps too the exchange comes first and the contractor then leads
      Given the actions "P1 pass, P2 bid 6NT, P3 pass"
      When the action "P2 discard 9S 8S 7C" is taken
      Then the action is accepted
      And it is P2's turn
      And P2 holds "JK AD KD QD JD 10D AH KH 9H 8H"

  @KITTY-04
  Rule: KITTY-04 Exactly three cards are discarded, leaving ten

    Scenario Outline: A discard of any other size is refused
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard <cards>" is taken
      Then the action is refused under KITTY-04
      And P1 holds 13 cards

      Examples:
        | cards       |
        | 7C 9H       |
        | 7C 9H 8H 7D |
        | 7C          |

    Scenario: The same card twice is not a discard of three
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7C 7C 9H" is taken
      Then the action is refused under KITTY-04
