@six-hand @six-hand-pairs
Feature: Running totals and the end of a six-player game
  The six-player games end as the Australian four-player game (DECIDE-50):
  each side keeps a running total; a side wins when it has made its contract
  and stands at 500 or more once the hand is scored, and defence points
  alone never win; a side at -500 or lower has gone out backwards and loses,
  and with three sides the game then ends without a winner (DECIDE-52).
  The deal moves one seat to the left after every hand.

  A hand is given by its contract, its contractor and the seat that won each
  trick, in order.

  @END-01 @END-02 @DECIDE-35 @SCORE-01
  Rule: END-02 Australian win, a made contract that brings the total to 500

    Scenario Outline: P4 makes 7S with nine tricks
      Given the scores are "<before>" with P1 to deal
      When the hand is played as "7S" by P4 with tricks won by "P4 P4 P4 P1 P4 P4 P2 P6 P4 P2"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant        | before                     | after                      | outcome                                  |
        | six-hand       | P135 300, P246 380         | P135 310, P246 520         | P246 win the game (made_contract_500)    |
        | six-hand-pairs | P14 380, P25 300, P36 100  | P14 520, P25 320, P36 110  | P14 win the game (made_contract_500)     |

  @END-03 @DEALER-03
  Rule: END-03 Australian, defence points alone never win

    Scenario Outline: Defenders who pass 500 with trick points have not won
      Given the scores are "<before>" with P6 to deal
      When the hand is played as "8S" by P1 with tricks won by "P2 P2 P4 P4 P6 P1 P1 P1 P3 P5"
      Then the scores are "<after>"
      And the game goes on
      And it is P1's deal

      Examples:
        | variant        | before                     | after                      |
        | six-hand       | P135 100, P246 460         | P135 -140, P246 510        |
        | six-hand-pairs | P14 100, P25 470, P36 0    | P14 -140, P25 500, P36 20  |

  @END-04 @SCORE-05 @SCORE-10 @DECIDE-52
  Rule: END-04 Australian, a side at -500 goes out backwards

    Scenario Outline: P4's side on -300 fails 7NT and loses the game
      Given the scores are "<before>" with P3 to deal
      When the hand is played as "7NT" by P4 with tricks won by "P4 P4 P4 P4 P4 P4 P3 P3 P3 P3"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant        | before                     | after                      | outcome                          |
        | six-hand       | P135 100, P246 -300        | P135 140, P246 -520        | P135 win the game (went_backwards) |
        | six-hand-pairs | P14 -300, P25 100, P36 0   | P14 -520, P25 100, P36 40  | the game ends without a winner (went_backwards) |
