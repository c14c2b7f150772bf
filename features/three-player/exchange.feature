@three-player
Feature: The widow exchange played from the deal, and no nomination of the joker
  The contractor alone picks up the three cards of the widow (the kitty in
  the implementation's observation), sets aside exactly three of the
  thirteen cards then held, and leads. At no trumps nobody nominates the
  joker: play starts as soon as the discard is made.

  In the deal "three-player-one-suit-each" P3 deals, so P1 calls first; P1
  holds spades with 7C 8C, P2 hearts, P3 clubs and diamonds, and the widow is
  JK 10D 9D.

  Background:
    Given the deal "three-player-one-suit-each"

  @KITTY-01
  Rule: KITTY-01 The contractor takes the kitty without showing it

    Scenario: The widow goes to P1, the contractor, and P2 and P3 keep ten cards
      When the actions "P1 bid 7S, P2 pass, P3 pass" are taken
      Then P1 holds "AS KS QS JS 10S 9S 8S 7S 7C 8C JK 10D 9D"
      And P2 holds "AH KH QH JH 10H 9H 8H 7H 7D 8D"
      And P3 holds 10 cards
      And it is P1's turn

  @KITTY-02
  Rule: KITTY-02 The contractor puts aside three cards face down

    Scenario: The joker found in the widow may be kept and dealt cards put aside
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 7C 8C 7S" is taken
      Then the action is accepted
      And P1 holds "AS KS QS JS 10S 9S 8S JK 10D 9D"

    Scenario: A card of an opponent's hand cannot be put aside
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard AH 7C 8C" is taken
      Then the action is refused under KITTY-02
      And P1 holds 13 cards
      And P2 holds "AH KH QH JH 10H 9H 8H 7H 7D 8D"

    @DECIDE-20
    Scenario: A card put aside cannot be played
      Given the actions "P1 bid 7S, P2 pass, P3 pass, P1 discard 7C 8C 7S"
      When the action "P1 play 7C" is taken
      Then the action is refused under DECIDE-20
      And the legal plays are "AS KS QS JS 10S 9S 8S JK 10D 9D"

  @KITTY-03
  Rule: KITTY-03 The exchange comes before play, in every kind of contract

    Scenario: A lead before the discard is refused and the contractor still holds thirteen cards
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 play AS" is taken
      Then the action is refused under KITTY-03
      And P1 holds 13 cards
      And it is P1's turn

    @JOKER-14
    Scenario: At no trumps the contractor leads as soon as the discard is made, with no nomination
      Given the actions "P1 bid 7NT, P2 pass, P3 pass"
      When the action "P1 discard 7C 8C 7S" is taken
      Then the action is accepted
      And it is P1's turn
      And the legal plays are "AS KS QS JS 10S 9S 8S JK 10D 9D"
      And everyone sees that the joker is not nominated

    @JOKER-14
    Scenario: At no trumps a nomination after the discard is refused
      Given the actions "P1 bid 7NT, P2 pass, P3 pass, P1 discard 7C 8C 7S"
      When the action "P1 nominate S" is taken
      Then the action is refused under JOKER-14
      And it is P1's turn

  @PLAY-01
  Rule: PLAY-01 The contractor makes the opening lead

    Scenario: P2, the contractor, leads once the discard is made, not P1 who called first
      Given the actions "P1 pass, P2 bid 7H, P3 pass"
      When the action "P2 discard 7D 8D 10D" is taken
      Then it is P2's turn
      And the legal plays are "AH KH QH JH 10H 9H 8H 7H JK 9D"

    Scenario: An opening lead by P1, who called first, is refused
      Given the actions "P1 pass, P2 bid 7H, P3 pass, P2 discard 7D 8D 10D"
      When the action "P1 play AS" is taken
      Then the action is refused
      And it is P2's turn

  @DECIDE-38
  Rule: DECIDE-38 The hand after the exchange is the hand before, plus the widow, less the discard

    Scenario: P1 keeps the joker and puts aside two widow cards and a dealt club
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard 10D 9D 8C" is taken
      Then P1 holds "AS KS QS JS 10S 9S 8S 7S 7C JK"
      And the kitty is "JK 10D 9D"

    Scenario: Putting the widow's own three cards aside gives back the dealt hand
      Given the actions "P1 bid 7S, P2 pass, P3 pass"
      When the action "P1 discard JK 10D 9D" is taken
      Then P1 holds "AS KS QS JS 10S 9S 8S 7S 7C 8C"
      And the kitty is "JK 10D 9D"

  @DEAL-05
  Rule: DEAL-05 Nobody sees the kitty before the contractor takes it

    Scenario: During the auction the widow is in nobody's hand
      When the actions "P1 bid 7S, P2 pass" are taken
      Then P1 holds "AS KS QS JS 10S 9S 8S 7S 7C 8C"
      And P2 holds "AH KH QH JH 10H 9H 8H 7H 7D 8D"
      And P3 holds "AC KC QC JC 10C 9C AD KD QD JD"
      And the kitty is "JK 10D 9D"
      And the auction is still open

    Scenario: When P2 becomes contractor the widow goes to P2 alone
      When the actions "P1 pass, P2 bid 7H, P3 pass" are taken
      Then P2 holds "AH KH QH JH 10H 9H 8H 7H 7D 8D JK 10D 9D"
      And P1 holds "AS KS QS JS 10S 9S 8S 7S 7C 8C"
      And P3 holds "AC KC QC JC 10C 9C AD KD QD JD"

    Scenario: A thrown-in hand leaves the widow unseen in the middle
      When the actions "P1 pass, P2 pass, P3 pass" are taken
      Then the hand is thrown in
      And P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
