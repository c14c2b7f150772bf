@australian
Feature: No defence points above 400
  C-30: by default nothing limits defence points (reading A, this spec). Under
  ref:no-defence-points-over-400 a side whose total is over 400 scores nothing for the tricks it
  takes in defence, while a side at 400 or less scores them as usual, even past 400; contract
  points are not affected.

  @C-30 @SCORE-06
  Rule: SCORE-06 Defence points for a side over 400

    Scenario Outline: Without the option a side over 400 still scores its defence tricks
      Given the scores are "<before>" with W to deal
      When the hand is played as "7H" by N with tricks won by "<winners>"
      Then the scores are "<after>"
      And the game goes on

      Examples:
        | before         | winners             | after            |
        | NS 100, EW 410 | N N N N N N N E E E | NS 300, EW 440   |
        | NS 100, EW 450 | N N N N N N E E E E | NS -100, EW 490  |

    @option:ref:no-defence-points-over-400
    Scenario Outline: A side over 400 scores nothing in defence; at 400 or less it scores as usual
      Given the scores are "<before>" with W to deal
      When the hand is played as "7H" by N with tricks won by "<winners>"
      Then the scores are "<after>"
      And the game goes on

      Examples:
        | before         | winners             | after            |
        | NS 100, EW 410 | N N N N N N N E E E | NS 300, EW 410   |
        | NS 100, EW 450 | N N N N N N E E E E | NS -100, EW 450  |
        | NS 100, EW 400 | N N N N N N N E E E | NS 300, EW 430   |
        | NS 100, EW 390 | N N N N N N E E E E | NS -100, EW 430  |

    @option:ref:no-defence-points-over-400 @SCORE-02
    Scenario: A side over 400 still scores its own contract
      Given the scores are "NS 100, EW 410" with W to deal
      When the hand is played as "7H" by E with tricks won by "E E E E E E E N N N"
      Then the scores are "NS 130, EW 610"
      And EW win the game (made_contract_500)
