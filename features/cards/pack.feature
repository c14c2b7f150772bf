@australian
Feature: The pack and the size of each suit under a contract
  The Australian game uses one pack of 43 cards: spades and clubs from the
  ace down to the 5, diamonds and hearts from the ace down to the 4, and the
  joker. No pack is defined for larger or smaller tables. Once a contract is
  known, the joker and the left bower change suit: with a trump suit the
  joker and both jacks of the trump colour are trumps, so red trumps number
  13 and black trumps 12, the other suit of the trump colour loses its jack,
  and the suits of the other colour keep all their cards. At no trumps and in
  misère every jack stays in its suit and a joker that is not nominated has
  no suit ("none").

  @DECK-05
  Rule: DECK-05 No pack is given for other table sizes

    Scenario: The pack is the 43-card pack and holds none of the cards a larger pack would add
      Then the pack has 43 cards
      And the pack does not hold "4S 4C 3S 3C 3D 3H 2S 2C 2D 2H"

    Scenario: The pack holds the red fours, the lowest cards of the 43-card pack
      Then the pack holds "4D 4H 5S 5C JK"

  @RANK-08 @american
  Rule: RANK-08 How many cards each suit holds once trumps are fixed

    Scenario Outline: The cards of each suit under a contract
      Then with contract "<contract>" there are <trumps> cards of suit <trump>
      And with contract "<contract>" there are <partner> cards of suit <same colour>
      And with contract "<contract>" there are <first> cards of suit <other 1>
      And with contract "<contract>" there are <second> cards of suit <other 2>
      And with contract "<contract>" there are 0 cards of suit none

      Examples:
        | contract | trump | trumps | same colour | partner | other 1 | first | other 2 | second |
        | 7H       | H     | 13     | D           | 10      | S       | 10    | C       | 10     |
        | 8D       | D     | 13     | H           | 10      | S       | 10    | C       | 10     |
        | 6S       | S     | 12     | C           | 9       | H       | 11    | D       | 11     |
        | 9C       | C     | 12     | S           | 9       | H       | 11    | D       | 11     |

    Scenario Outline: Without trumps every suit keeps its printed cards and the joker has no suit
      Then with contract "<contract>" there are 10 cards of suit S
      And with contract "<contract>" there are 10 cards of suit C
      And with contract "<contract>" there are 11 cards of suit D
      And with contract "<contract>" there are 11 cards of suit H
      And with contract "<contract>" there are 1 cards of suit none

      Examples:
        | contract |
        | 7NT      |
        | 10NT     |
        | MIS      |
        | OMIS     |
