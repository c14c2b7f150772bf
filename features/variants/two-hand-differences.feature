@three-player @two-hand-24 @two-hand-dead
Feature: The widow in the three-player game and in the two two-hand games
  The contractor lays aside as many cards as the widow holds: three in the
  three-player game and in the two-hand game with a dead hand, four in the
  24-card two-hand game.

  @KITTY-02 @KITTY-04 @KITTY-06
  Rule: KITTY-06 The 24-card two-hand contractor lays aside four cards

    Scenario Outline: The contractor lays aside three or four cards
      Given the deal "<deal>"
      And the actions "<auction>"
      When the action "<discard>" is taken
      Then the action is <outcome>

      Examples:
        | variant       | deal                   | auction                     | discard                  | outcome                |
        | three-player  | three-player-p2-joker  | P1 bid 7S, P2 pass, P3 pass | P1 discard 7D 7H 7C      | accepted               |
        | three-player  | three-player-p2-joker  | P1 bid 7S, P2 pass, P3 pass | P1 discard 7D 7H 7C QC   | refused under KITTY-04 |
        | two-hand-24   | two-hand-24-p1-hearts  | P1 bid 7H, P2 pass          | P1 discard 9C 10C 9D     | refused under KITTY-06 |
        | two-hand-24   | two-hand-24-p1-hearts  | P1 bid 7H, P2 pass          | P1 discard 9C 10C 9D 10D | accepted               |
        | two-hand-dead | two-hand-dead-p1-joker | P1 bid 7S, P2 pass          | P1 discard 7C 9H 8D      | accepted               |
        | two-hand-dead | two-hand-dead-p1-joker | P1 bid 7S, P2 pass          | P1 discard 7C 9H 8D AD   | refused under KITTY-04 |
