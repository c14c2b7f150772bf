@australian @three-player
Feature: Points for defending, reading by reading
  C-04: the defenders gain 10 for each trick they take whether the contract
  is made or lost (reading A, this spec, in both games), only when it is lost
  (reading B, option ref:defence-points-on-failure-only, which the
  three-player game does not offer since its page rules it out), or never
  (reading C, option ref:no-defence-points).

  C-30: by default nothing limits defence points. Under the variation
  var:defence-cap-490 defending can carry a total up to 490 and no further,
  and a total already at 490 gains nothing from it (reading A of C-30);
  var:defence-cap-480 does the same with 480, and a total above the limit
  (490 under the 480 limit, reached by contracts) gains nothing and loses
  nothing. Contract points are never limited.

  Every situation has a row for each game that offers it: in the partnership game the side
  NS or EW scores, in the three-player game each player scores alone.

  @C-04 @SCORE-06 @SCORE-07
  Rule: C-04 When defenders earn trick points

    Scenario Outline: Reading A: the defenders score their tricks whether 8H is made or lost
      When <contractor> plays "8H" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | variant      | contractor | tricks           | points                |
        | australian   | N          | N 8, E 2         | NS 300, EW 20         |
        | australian   | N          | N 6, E 4         | NS -300, EW 40        |
        | three-player | P1         | P1 8, P2 1, P3 1 | P1 300, P2 10, P3 10  |
        | three-player | P1         | P1 6, P2 3, P3 1 | P1 -300, P2 30, P3 10 |

    @option:ref:defence-points-on-failure-only
    Scenario Outline: Reading B: the defenders score their tricks only when 8H is lost
      When <contractor> plays "8H" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | variant      | contractor | tricks           | points                |
        | australian   | N          | N 8, E 2         | NS 300, EW 0          |
        | australian   | N          | N 6, E 4         | NS -300, EW 40        |

    @option:ref:no-defence-points
    Scenario Outline: Reading C: the defenders never score their tricks, 8H made or lost
      When <contractor> plays "8H" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | variant      | contractor | tricks           | points               |
        | australian   | N          | N 8, E 2         | NS 300, EW 0         |
        | australian   | N          | N 6, E 4         | NS -300, EW 0        |
        | three-player | P1         | P1 8, P2 1, P3 1 | P1 300, P2 0, P3 0   |
        | three-player | P1         | P1 6, P2 3, P3 1 | P1 -300, P2 0, P3 0  |

  @C-30 @SCORE-11 @DECIDE-27
  Rule: C-30 How the 490 or 480 limit on defence works

    Scenario Outline: Without a limit: defence points carry a total as far as they go
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before                 | dealer | contract | contractor | winners                       | after                   | outcome                             |
        | australian   | NS 100, EW 480         | W      | 7H       | N          | N N N N N N N E E E           | NS 300, EW 510          | the game goes on                    |
        | australian   | NS 100, EW 460         | W      | 7H       | N          | N N N N N N E E E E           | NS -100, EW 500         | the game goes on                    |
        | australian   | NS 480, EW 300         | W      | 7H       | N          | N N N N N N N E E E           | NS 680, EW 330          | NS win the game (made_contract_500) |
        | three-player | P1 100, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 340, P2 500, P3 100  | P2 wins the game (reached_500)      |
        | three-player | P1 100, P2 460, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P2 P2 P2 | P1 -140, P2 490, P3 100 | the game goes on                    |
        | three-player | P1 480, P2 100, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P3 | P1 720, P2 110, P3 110  | P1 wins the game (reached_500)      |

    @option:var:defence-cap-490
    Scenario Outline: Reading A at 490: defence points stop at 490
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before                 | dealer | contract | contractor | winners                       | after                   | outcome                             |
        | australian   | NS 100, EW 480         | W      | 7H       | N          | N N N N N N N E E E           | NS 300, EW 490          | the game goes on                    |
        | australian   | NS 100, EW 460         | W      | 7H       | N          | N N N N N N E E E E           | NS -100, EW 490         | the game goes on                    |
        | australian   | NS 480, EW 300         | W      | 7H       | N          | N N N N N N N E E E           | NS 680, EW 330          | NS win the game (made_contract_500) |
        | three-player | P1 100, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 340, P2 490, P3 100  | the game goes on                    |
        | three-player | P1 100, P2 460, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P2 P2 P2 | P1 -140, P2 490, P3 100 | the game goes on                    |
        | three-player | P1 480, P2 100, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P3 | P1 720, P2 110, P3 110  | P1 wins the game (reached_500)      |

    @option:var:defence-cap-480
    Scenario Outline: Reading A at 480: defence points stop at 480
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before                 | dealer | contract | contractor | winners                       | after                   | outcome                             |
        | australian   | NS 100, EW 480         | W      | 7H       | N          | N N N N N N N E E E           | NS 300, EW 480          | the game goes on                    |
        | australian   | NS 100, EW 460         | W      | 7H       | N          | N N N N N N E E E E           | NS -100, EW 480         | the game goes on                    |
        | australian   | NS 480, EW 300         | W      | 7H       | N          | N N N N N N N E E E           | NS 680, EW 330          | NS win the game (made_contract_500) |
        | three-player | P1 100, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 340, P2 480, P3 100  | the game goes on                    |
        | three-player | P1 100, P2 460, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P2 P2 P2 | P1 -140, P2 480, P3 100 | the game goes on                    |
        | three-player | P1 480, P2 100, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P3 | P1 720, P2 110, P3 110  | P1 wins the game (reached_500)      |
        | australian   | NS 100, EW 490         | W      | 7H       | N          | N N N N N N N E E E           | NS 300, EW 490          | the game goes on                    |
        | three-player | P1 100, P2 490, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 340, P2 490, P3 100  | the game goes on                    |
