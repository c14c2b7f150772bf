@three-player
Feature: The three-player pack
  Three players use 33 cards: A K Q J 10 9 8 7 in each of the four suits, and
  one joker. There are no 6s, 5s or 4s, so 7S, 7C, 7D and 7H are the lowest
  cards. Ten cards for each player leave three for the widow.

  With a trump suit the joker and both jacks of the trump colour join the
  trumps: ten trumps, seven cards in the other suit of the trump colour and
  eight in each suit of the other colour. At no trumps every suit keeps its
  eight cards and the joker belongs to none.

  @DECK-02
  Rule: DECK-02 The three-player pack has 33 cards

    Scenario: The pack has 33 cards
      Then the pack has 33 cards

    Scenario: Every suit runs from the ace down to the 7
      Then the pack holds "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C"
      And the pack holds "AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"

    Scenario: No card below the 7 is in the pack
      Then the pack does not hold "6S 6C 6D 6H 5S 5C 5D 5H 4D 4H"

    Scenario Outline: Each suit has eight cards
      Then the pack has 8 cards of suit <suit>

      Examples:
        | suit |
        | S    |
        | C    |
        | D    |
        | H    |

  @DECK-03
  Rule: DECK-03 Ten cards per player with three to spare

    Scenario: Three hands of ten leave three cards for the widow
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And the kitty is "KC QC JC"

  @DECK-04
  Rule: DECK-04 There is exactly one joker

    Scenario: The pack holds one joker
      Then the pack has 33 cards
      And the pack holds "JK"

  @RANK-01
  Rule: RANK-01 Plain suits rank from the ace downward

    Scenario: In a plain suit the ace is high and the 7 low
      Given the contract is "7H"
      Then the trick "8S AS 7S" is won by the card AS
      And the trick "7C 8C JC" is won by the card JC
      And the trick "10D 7D 9D" is won by the card 10D

  @RANK-04
  Rule: RANK-04 A trump outranks every card of the other suits

    Scenario: The lowest trump beats the ace of the suit led
      Given the contract is "6S"
      Then the trick "AH 7S KH" is won by the card 7S
      And the trick "AD KD 7C" is won by the card AD

  @RANK-08
  Rule: RANK-08 How many cards each suit holds once trumps are fixed

    Scenario Outline: Ten trumps, seven in the suit of the trump colour, eight in the others
      Then with contract "<contract>" there are <spades> cards of suit S
      And with contract "<contract>" there are <clubs> cards of suit C
      And with contract "<contract>" there are <diamonds> cards of suit D
      And with contract "<contract>" there are <hearts> cards of suit H

      Examples:
        | contract | spades | clubs | diamonds | hearts |
        | 7S       | 10     | 7     | 8        | 8      |
        | 7C       | 7      | 10    | 8        | 8      |
        | 7D       | 8      | 8     | 10       | 7      |
        | 7H       | 8      | 8     | 7        | 10     |

    Scenario: At no trumps every suit keeps eight cards and the joker has none
      Then with contract "7NT" there are 8 cards of suit S
      And with contract "7NT" there are 8 cards of suit H
      And with contract "7NT" there are 1 cards of suit none
