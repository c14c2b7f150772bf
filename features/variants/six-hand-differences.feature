@six-hand @six-hand-pairs
Feature: The same tricks at six, in two sides of three and in three sides of two
  The two six-player games share the pack, the deal and the auction; they
  differ in the sides (SEAT-08, SEAT-09, DECIDE-49). The same tricks can make
  a contract in one and fail it in the other, and with three sides both
  defending sides score their own tricks (SCORE-06, DECIDE-50).

  @SCORE-01 @SCORE-03 @SCORE-05 @SCORE-06 @SEAT-08 @SEAT-09 @DECIDE-49 @DECIDE-50
  Rule: DECIDE-49 The two six-player forms are two variants

    Scenario Outline: P1 at 8S with the tricks spread over three seats
      When P1 plays "8S" and the tricks are "P1 7, P2 2, P3 1"
      Then the sides score "<points>"

      Examples:
        | variant        | points                     |
        | six-hand       | P135 240, P246 20          |
        | six-hand-pairs | P14 -240, P25 20, P36 10   |

    Scenario Outline: P2 at 7H with P5 taking three tricks
      When P2 plays "7H" and the tricks are "P2 4, P5 3, P1 2, P4 1"
      Then the sides score "<points>"

      Examples:
        | variant        | points                     |
        | six-hand       | P135 50, P246 -200         |
        | six-hand-pairs | P14 30, P25 200, P36 0     |
