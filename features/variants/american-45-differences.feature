@american @american-45
Feature: The same questions in the American and the 45-card game
  Every scenario runs once for each of the two games; the variant column
  says which game a row belongs to, so rows side by side show how each game
  answers. The two games share the auction (DECIDE-43) and differ in the
  pack: the 45-card game keeps the black 4s (DECK-06), so every trump suit
  holds 13 cards (RANK-09) where the 43-card pack gives a black trump suit 12
  (RANK-08).

  @DECK-01 @DECK-06
  Rule: DECK-06 The 45-card pack keeps every 4

    Scenario Outline: The size of the pack
      Then the pack has <cards> cards

      Examples:
        | variant     | cards |
        | american    | 43    |
        | american-45 | 45    |

  @RANK-08 @RANK-09
  Rule: RANK-09 With 45 cards every suit runs down to the 4 and trumps number 13

    Scenario Outline: Clubs as trumps
      Then with contract "9C" there are <trumps> cards of suit C
      And with contract "9C" there are <partner> cards of suit S

      Examples:
        | variant     | trumps | partner |
        | american    | 12     | 9       |
        | american-45 | 13     | 10      |
