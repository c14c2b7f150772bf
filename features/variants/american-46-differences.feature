@american-45 @american-46
Feature: The same questions in the 45-card and the 46-card game
  Every scenario runs once for each of the two games; the variant column
  says which game a row belongs to, so rows side by side show how each game
  answers. The two games share the auction and the score (DECIDE-61) and
  differ in the pack: the 46-card game adds the black joker (DECK-10), so
  the kitty holds six cards (KITTY-07), a trump suit holds 14 (RANK-11)
  where the 45-card pack gives it 13 (RANK-09), and of two jokers in one
  trick the black one wins.

  @DECK-06 @DECK-10
  Rule: DECK-10 The 46-card pack has two jokers

    Scenario Outline: The size of the pack with one joker or two
      Then the pack has <cards> cards

      Examples:
        | variant     | cards |
        | american-45 | 45    |
        | american-46 | 46    |

  @RANK-09 @RANK-11
  Rule: RANK-11 The black joker outranks the red

    Scenario Outline: Clubs as trumps with one joker or two
      Then with contract "9C" there are <trumps> cards of suit C
      And with contract "9C" there are <partner> cards of suit S
      And with contract "9NT" there are <suitless> cards of suit none

      Examples:
        | variant     | trumps | partner | suitless |
        | american-45 | 13     | 10      | 1        |
        | american-46 | 14     | 10      | 2        |

    Scenario Outline: The joker, or the red joker, over the right bower
      Given the contract is "7S"
      Then the trick "<cards>" is won by the card <winner>

      Examples:
        | variant     | cards       | winner |
        | american-45 | JS JK JC AS | JK     |
        | american-46 | JS RJ JC AS | RJ     |
        | american-46 | RJ JS BJ AS | BJ     |
