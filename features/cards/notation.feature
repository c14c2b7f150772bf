@australian @american
Feature: Card notation and the pack
  A card is written rank then suit (10H, JD, AS); the joker is JK. Readers
  accept T for ten, lower case and the suit symbols, and give back the
  canonical form. Reading checks the notation only: 3S is a well-formed card
  although no pack here holds it; whether a card is in the pack is for the
  pack to say.

  @DECIDE-39 @three-player
  Rule: DECIDE-39 One canonical card notation

    Scenario Outline: Card texts read as their canonical form
      When the card "<text>" is read
      Then it reads as "<card>"

      Examples:
        | text  | card |
        | 10H   | 10H  |
        | TH    | 10H  |
        | th    | 10H  |
        | jd    | JD   |
        | A♠    | AS   |
        | 4♦    | 4D   |
        | K♣    | KC   |
        | Q♥    | QH   |
        | JK    | JK   |
        | Joker | JK   |
        | 5s    | 5S   |
        | 3S    | 3S   |
        | 2h    | 2H   |
        | 13h   | 13H  |
        | 12♠   | 12S  |
        | 11C   | 11C  |

    Scenario Outline: Texts that are not cards are refused, naming the text
      When the card "<text>" is read
      Then it is refused as not a card

      Examples:
        | text |
        | 1H   |
        | 14H  |
        | ZH   |
        | 10X  |
        | HJ   |
        | 10   |
        | J K  |

  @DECK-01
  Rule: DECK-01 The Australian pack has 43 cards

    Scenario: Red suits run down to the 4, black suits to the 5
      Then the pack has 43 cards
      And the pack has 11 cards of suit H
      And the pack has 11 cards of suit D
      And the pack has 10 cards of suit S
      And the pack has 10 cards of suit C
      And the pack holds "4H 4D 5S 5C AS JK"
      And the pack does not hold "4S 4C"

    @DECIDE-39
    Scenario: A well-formed card outside the pack reads as a card, and the pack does not hold it
      When the card "3S" is read
      Then it reads as "3S"
      And the pack does not hold "3S 3H 2S 2D 4S 4C"

  @DECK-04
  Rule: DECK-04 There is exactly one joker

    Scenario: The pack holds one joker
      Then the pack holds "JK"
      And the pack has 43 cards
