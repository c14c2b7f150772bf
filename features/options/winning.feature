Feature: Winning on defence points, reading by reading
  C-05: in the partnership game a side wins only by making a contract that
  leaves it on 500 or more, so passing 500 on defence points ends nothing
  (reading A, this spec for the australian game). The other reading lets any
  side on 500 or more after a hand win, defence points included, the
  contracting side first if it made its contract (reading B): it is the rule
  of the three-player game, and in the partnership game the option
  ref:win-by-defence selects it.

  Each situation has a row for each game; the option exists only in the
  partnership game.

  @C-05
  Rule: C-05 Winning on defence points

    @australian @three-player @END-02 @END-03 @END-06
    Scenario Outline: Without an option: a defender passing 500 wins only in the three-player game
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | variant      | before                 | dealer | contract | contractor | winners                       | after                   | outcome                                 |
        | australian   | NS 100, EW 480         | W      | 7H       | N          | N N N N N N N E E E           | NS 300, EW 510          | the game goes on                        |
        | australian   | NS 100, EW 480         | W      | 8H       | N          | N N N N N N E E E E           | NS -200, EW 520         | the game goes on                        |
        | australian   | NS 450, EW 480         | W      | 7H       | N          | N N N N N N N E E E           | NS 650, EW 510          | NS win the game (made_contract_500)     |
        | three-player | P1 100, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 340, P2 500, P3 100  | P2 wins the game (reached_500)          |
        | three-player | P1 100, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P2 P2 P2 P2 | P1 -140, P2 520, P3 100 | P2 wins the game (reached_500)          |
        | three-player | P1 450, P2 480, P3 100 | P3     | 8S       | P1         | P1 P1 P1 P1 P1 P1 P1 P1 P2 P2 | P1 690, P2 500, P3 100  | P1 wins the game (contractor_tie_break) |

    @australian @END-02 @END-03 @option:ref:win-by-defence
    Scenario Outline: Reading B in the partnership game: the defenders passing 500 win
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then the scores are "<after>"
      And <outcome>

      Examples:
        | before         | dealer | contract | contractor | winners             | after           | outcome                                |
        | NS 100, EW 480 | W      | 7H       | N          | N N N N N N N E E E | NS 300, EW 510  | EW win the game (reached_500)          |
        | NS 100, EW 480 | W      | 8H       | N          | N N N N N N E E E E | NS -200, EW 520 | EW win the game (reached_500)          |
        | NS 450, EW 480 | W      | 7H       | N          | N N N N N N N E E E | NS 650, EW 510  | NS win the game (contractor_tie_break) |
