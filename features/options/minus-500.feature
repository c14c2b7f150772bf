@australian
Feature: Falling to −500 when both sides are negative
  C-07: a side at −500 or below loses at once (reading A, this spec, END-04). Under
  ref:minus500-only-if-other-nonnegative it loses only while the other side's total is zero or
  more; when both are negative, play goes on.

  @C-07 @END-04
  Rule: END-04 Losing at −500

    Scenario Outline: Without the option a side at −500 loses whatever the other side holds
      Given the scores are "<before>" with W to deal
      When the hand is played as "7H" by N with tricks won by "N N N N N N E E E E"
      Then the scores are "<after>"
      And EW win the game (went_backwards)

      Examples:
        | before          | after           |
        | NS -400, EW -80 | NS -600, EW -40 |
        | NS -400, EW 0   | NS -600, EW 40  |

    @option:ref:minus500-only-if-other-nonnegative
    Scenario Outline: A side at −500 loses only when the other side is at zero or more
      Given the scores are "<before>" with W to deal
      When the hand is played as "7H" by N with tricks won by "N N N N N N E E E E"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | before          | after           | outcome                        |
        | NS -400, EW -80 | NS -600, EW -40 | the game goes on               |
        | NS -400, EW -40 | NS -600, EW 0   | EW win the game (went_backwards) |
        | NS -400, EW 0   | NS -600, EW 40  | EW win the game (went_backwards) |
