@australian @american
Feature: The kitty exchange
  When the auction closes, the contractor alone picks up the three kitty cards
  and then sets aside exactly three cards, which may include kitty cards,
  finishing with ten. The discarded cards take no further part in the hand.

  In this deal the kitty is 7H 6H 5S. In most scenarios the auction is
  "N pass, E bid 7H, S pass, W pass", so E takes the kitty.

  Background:
    Given the deal "e-seven-hearts"

  @KITTY-01
  Rule: KITTY-01 The contractor takes the kitty without showing it

    Scenario: E, the contractor, holds the kitty cards once the auction closes
      Given the actions "N pass, E bid 7H, S pass, W pass"
      Then E holds "AH KH QH JH 10H 9H 8H KD AS AC 7H 6H 5S"
      And N holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
      And it is E's turn

    Scenario: S, the contractor, holds the kitty cards and E keeps ten
      Given the actions "N pass, E pass, S bid 6NT, W pass"
      Then S holds "JD JS 10S 9S 8S JC 10C 9C 8C 7C 7H 6H 5S"
      And E holds "AH KH QH JH 10H 9H 8H KD AS AC"
      And it is S's turn

    Scenario: The contractor's discard is accepted
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 5S 6H 7H" is taken
      Then the action is accepted

    Scenario: A discard by a player who is not the contractor is refused
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "N discard KS QS KC" is taken
      Then the action is refused under KITTY-01
      And N holds 10 cards

    Scenario: A discard by the contractor's partner is refused
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "W discard 7S 6S 6C" is taken
      Then the action is refused under KITTY-01

    Scenario: A discard before the auction has closed is refused
      Given the actions "N pass, E bid 7H, S pass"
      When the action "E discard 5S 6H 7H" is taken
      Then the action is refused under KITTY-01
      And the auction is still open

  @KITTY-02
  Rule: KITTY-02 The contractor puts aside three cards face down

    Scenario: Kitty cards are kept and dealt cards discarded
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 5S AS AC" is taken
      Then the action is accepted
      And E holds "AH KH QH JH 10H 9H 8H 7H 6H KD"
      And the legal plays are "AH KH QH JH 10H 9H 8H 7H 6H KD"

    Scenario: The three kitty cards may all be discarded
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 7H 6H 5S" is taken
      Then the action is accepted
      And E holds "AH KH QH JH 10H 9H 8H KD AS AC"

    Scenario: Discarding a card the contractor does not hold is refused
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 4D 5S AS" is taken
      Then the action is refused under KITTY-02
      And E holds "AH KH QH JH 10H 9H 8H KD AS AC 7H 6H 5S"

    @DECIDE-20
    Scenario: A discarded card cannot be played
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S AS AC"
      When the action "E play AS" is taken
      Then the action is refused under DECIDE-20

  @KITTY-04
  Rule: KITTY-04 Exactly three cards are discarded, leaving ten

    Scenario: A discard of three cards leaves the contractor with ten
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 5S 6H KD" is taken
      Then the action is accepted
      And E holds 10 cards
      And it is E's turn

    Scenario Outline: A discard of any other size is refused and changes nothing
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard <cards>" is taken
      Then the action is refused under KITTY-04
      And E holds 13 cards

      Examples:
        | cards          |
        | 5S             |
        | 5S 6H          |
        | 5S 6H 7H KD    |
        | 5S 6H 7H KD AS |
        | 5S 5S 6H       |

  @DECIDE-38
  Rule: DECIDE-38 The hand after the exchange is the hand before, plus the kitty, less the discard

    Scenario: E's ten dealt cards and the kitty make thirteen, and the discard leaves ten
      Given the actions "N pass, E bid 7H, S pass, W pass"
      Then E holds "AH KH QH JH 10H 9H 8H KD AS AC 7H 6H 5S"
      When the action "E discard 5S AS AC" is taken
      Then the action is accepted
      And E holds "AH KH QH JH 10H 9H 8H 7H 6H KD"
      And the kitty is "7H 6H 5S"

    Scenario: A discard of the kitty's own three cards gives back the dealt hand
      Given the actions "N pass, E bid 7H, S pass, W pass"
      When the action "E discard 7H 6H 5S" is taken
      Then E holds "AH KH QH JH 10H 9H 8H KD AS AC"
      And the kitty is "7H 6H 5S"
