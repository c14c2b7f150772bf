@american-46
Feature: The pack, the deal and the kitty of six in the 46-card game
  The 46-card game adds a second joker to the 45-card pack (DECK-10), so ten
  cards go to each of the four players and six to the kitty, in packets of 3,
  4 and 3 with two cards to the kitty after each round (DEAL-11). The
  contractor takes up the six kitty cards and lays six away (KITTY-07). With
  both jokers, a trump suit holds 14 cards whatever its colour (RANK-11).

  W deals, so N calls first. With "N bid 8H, E pass, S pass, W pass" N is
  contractor with hearts as trumps.

  Background:
    Given the deal "n-black-joker-hearts-46"

  @DECK-10
  Rule: DECK-10 The 46-card pack has two jokers

    Scenario: The pack has 46 cards, the four 4s and both jokers among them
      Then the pack has 46 cards
      And the pack holds "4S 4C 4D 4H BJ RJ"
      And the pack does not hold "JK 3S 3C 3D 3H 2S 2C 2D 2H"

  @DEAL-11 @DEAL-04
  Rule: DEAL-11 The 46-card deal, packets of 3, 4 and 3 with two cards to the kitty

    Scenario: Every player starts with ten cards and the kitty with six
      Then N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
      And the kitty is "JD 7D 6D 5D 4D 5C"

    Scenario: W deals a pack in suit order: the last two cards, the jokers, go to the kitty
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S AC KC QC JC 10C 9C 8C 7C 6C 5C 4C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H RJ BJ"
      Then the kitty is "KC QC 6D 5D RJ BJ"
      And N holds "AS KS QS JC 10C 9C 8C 4D AH KH"
      And E holds "JS 10S 9S 7C 6C 5C 4C QH JH 10H"
      And S holds "8S 7S 6S AD KD QD JD 9H 8H 7H"
      And W holds "5S 4S AC 10D 9D 8D 7D 6H 5H 4H"

  @KITTY-07 @KITTY-03
  Rule: KITTY-07 A kitty of six is taken up and six cards are discarded

    Scenario: The contractor holds sixteen cards once the auction closes
      When the actions "N bid 8H, E pass, S pass, W pass" are taken
      Then N holds "BJ JH AH KH QH AS KS AC 4S 4C JD 7D 6D 5D 4D 5C"

    Scenario: A discard of six is accepted and leaves ten
      Given the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard 4S 4C 5C 7D 6D 5D" is taken
      Then the action is accepted
      And N holds "BJ JH JD AH KH QH AS KS AC 4D"

    Scenario Outline: A discard of any other number than six is refused
      Given the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard <cards>" is taken
      Then the action is refused under KITTY-07

      Examples:
        | cards                   |
        | 4S 4C 5C                |
        | 4S 4C 5C 7D 6D          |
        | 4S 4C 5C 7D 6D 5D 4D    |

  @RANK-11
  Rule: RANK-11 The black joker outranks the red

    Scenario Outline: Both jokers and both bowers make every trump suit fourteen cards
      Then with contract "<contract>" there are 14 cards of suit <trump>
      And with contract "<contract>" there are 10 cards of suit <same colour>
      And with contract "<contract>" there are 11 cards of suit <other 1>
      And with contract "<contract>" there are 11 cards of suit <other 2>

      Examples:
        | contract | trump | same colour | other 1 | other 2 |
        | 7H       | H     | D           | S       | C       |
        | 6S       | S     | C           | H       | D       |

    Scenario: Without trumps every suit has 11 cards and both jokers have no suit
      Then with contract "7NT" there are 11 cards of suit S
      And with contract "7NT" there are 11 cards of suit H
      And with contract "7NT" there are 2 cards of suit none

    Scenario Outline: In trumps the black joker, then the red, then the bowers
      Given the contract is "7H"
      Then the trick "<cards>" is won by the card <winner>

      Examples:
        | cards       | winner |
        | JH RJ BJ AH | BJ     |
        | RJ JH JD 4H | RJ     |
        | AH JD RJ KS | RJ     |
        | 4H BJ AS KS | BJ     |

    Scenario: The black joker led draws the red joker, a defender's only trump
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 4S 4C 5C 7D 6D 5D"
      When the action "N play BJ" is taken
      Then the action is accepted
      And the legal plays are "RJ"

    Scenario: On a plain suit led, the holder of the red joker may keep it and follow suit
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 4S 4C 5C 7D 6D 5D"
      When the action "N play AS" is taken
      Then the legal plays are "QS JS 10S"

    Scenario: The red joker takes the trick over the right bower
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 4S 4C 5C 7D 6D 5D"
      When the actions "N play JH, E play RJ, S play 8H, W play 4H" are taken
      Then trick 1 is won by E

  @DEALER-01
  Rule: DEALER-01 The first dealer is named, so nobody draws for it

    Scenario: A draw for the first dealer is refused, even one of the black joker
      When the players draw "N 4S, E AH, S KC, W BJ"
      Then the draw is refused under DEALER-01
