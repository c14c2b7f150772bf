@american-45
Feature: The pack, the deal and the kitty of five in the 45-card game
  The 45-card game keeps every 4 in the pack (DECK-06), so ten cards go to
  each of the four players and five to the kitty (DEAL-06, DECIDE-44). The
  contractor takes up the five kitty cards and lays five away (KITTY-05).
  Every suit runs down to the 4, so a trump suit holds 13 cards whatever its
  colour (RANK-09).

  W deals, so N calls first. With "N bid 8H, E pass, S pass, W pass" N is
  contractor with hearts as trumps.

  Background:
    Given the deal "n-joker-top-hearts-45"

  @DECK-06 @DECK-04
  Rule: DECK-06 The 45-card pack keeps every 4

    Scenario: The pack has 45 cards, the four 4s among them
      Then the pack has 45 cards
      And the pack holds "4S 4C 4D 4H JK"
      And the pack does not hold "3S 3C 3D 3H 2S 2C 2D 2H"

  @DEAL-06 @DECIDE-44
  Rule: DEAL-06 45-card packets go 3, kitty 3, 2, kitty 2, 3, 2

    Scenario: Every player starts with ten cards
      Then N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards

  @KITTY-05 @KITTY-03
  Rule: KITTY-05 A kitty of five is taken up and five cards are discarded

    Scenario: The contractor holds fifteen cards once the auction closes
      When the actions "N bid 8H, E pass, S pass, W pass" are taken
      Then N holds "JK JH AH KH QH 10H AS 4S 4C 5D 6H 5H 4H 4D 5C"

    Scenario: A discard of five is accepted and leaves ten
      Given the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard 4S 4C 5D 4D 5C" is taken
      Then the action is accepted
      And N holds 10 cards

    Scenario Outline: A discard of any other size is refused
      Given the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard <cards>" is taken
      Then the action is refused under KITTY-05

      Examples:
        | cards                 |
        | 4S 4C 5D              |
        | 4S 4C 5D 4D           |
        | 4S 4C 5D 4D 5C AS     |

  @RANK-09
  Rule: RANK-09 With 45 cards every suit runs down to the 4 and trumps number 13

    Scenario Outline: The cards of each suit under a contract
      Then with contract "<contract>" there are 13 cards of suit <trump>
      And with contract "<contract>" there are 10 cards of suit <same colour>
      And with contract "<contract>" there are 11 cards of suit <other 1>
      And with contract "<contract>" there are 11 cards of suit <other 2>

      Examples:
        | contract | trump | same colour | other 1 | other 2 |
        | 7H       | H     | D           | S       | C       |
        | 6S       | S     | C           | H       | D       |

    Scenario: Without trumps every suit has 11 cards and the joker has no suit
      Then with contract "7NT" there are 11 cards of suit S
      And with contract "7NT" there are 11 cards of suit C
      And with contract "7NT" there are 11 cards of suit D
      And with contract "7NT" there are 11 cards of suit H
      And with contract "7NT" there are 1 cards of suit none

  @DEALER-01
  Rule: DEALER-01 The first dealer is named, so nobody draws for it

    Scenario: A draw for the first dealer is refused, whoever draws the lowest card
      When the players draw "N 4S, E AH, S KC, W 9D"
      Then the draw is refused under DEALER-01
