@australian
Feature: The score of a misère that ended at its contractor's first trick
  A misère ends at the first trick its contractor wins (DECIDE-12), so `hand-score` may be asked
  with fewer than ten tricks in all: the contractor's one trick and the defenders' tricks before
  it. An engine that always plays all ten tricks scores such a hand all the same: the contract is
  lost, whatever the other tricks would have been, and the defenders score nothing in a misère
  (SCORE-08, SCORE-09).

  @DECIDE-12 @SCORE-08
  Rule: DECIDE-12 The score of a misère lost early

    Scenario Outline: A misère lost at its contractor's first trick
      When S plays "<contract>" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | contract | tricks     | points          |
        | MIS      | S 1        | NS -250, EW 0   |
        | MIS      | S 1, E 2   | NS -250, EW 0   |
        | MIS      | S 1, W 8   | NS -250, EW 0   |

    @SCORE-09
    Scenario Outline: An open misère lost at its contractor's first trick
      When S plays "OMIS" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | tricks     | points          |
        | S 1        | NS -500, EW 0   |
        | S 1, W 2   | NS -500, EW 0   |
