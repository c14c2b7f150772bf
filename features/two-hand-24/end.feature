@two-hand-24 @two-hand-dead
Feature: Scoring and the end of a two-hand game (both two-hand games)
  Each player keeps a score. The contractor scores the contract's value or
  loses it; the opponent scores 10 for each trick taken. After every hand, a
  player on 500 or more wins (the contractor, if both are); otherwise a player
  on -500 or below loses and the opponent wins. The deal alternates.

  Each hand is given by its contract, its contractor and the winner of each
  of the ten tricks in order.

  @SCORE-07 @SCORE-03 @SCORE-05
  Rule: SCORE-07 The defender scores 10 for each trick taken

    Scenario: P1 fails 7H with 6 tricks: P1 loses 200, P2 scores 40
      When P1 plays "7H" and the tricks are "P1 6, P2 4"
      Then the sides score "P1 -200, P2 40"

    Scenario: P2 makes 8S with 9 tricks: 240 and 10 for P1
      When P2 plays "8S" and the tricks are "P1 1, P2 9"
      Then the sides score "P1 10, P2 240"

  @SCORE-04
  Rule: SCORE-04 A slam scores at least 250

    Scenario: All ten tricks in 8S score 250
      When P2 plays "8S" and the tricks are "P1 0, P2 10"
      Then the sides score "P1 0, P2 250"

  @END-11 @DECIDE-29 @DECIDE-35
  Rule: END-11 Two-hand, a player at -500 loses to the opponent

    Scenario: P1 at -380 fails 7C and falls to -540: P2 wins
      Given the scores are "P1 -380, P2 300" with P2 to deal
      When the hand is played as "7C" by P1 with tricks won by "P1 P1 P2 P1 P2 P1 P2 P2 P1 P2"
      Then the scores are "P1 -540, P2 350"
      And P2 wins the game (went_backwards)

    Scenario: At -490 the game goes on
      Given the scores are "P1 -490, P2 100" with P1 to deal
      When the hand is played as "6D" by P2 with tricks won by "P2 P2 P2 P2 P2 P2 P2 P2 P2 P2"
      Then the scores are "P1 -490, P2 350"
      And the game goes on

    Scenario: Exactly -500 loses
      Given the scores are "P1 0, P2 -400" with P1 to deal
      When the hand is played as "6H" by P2 with tricks won by "P2 P2 P2 P2 P2 P1 P1 P1 P1 P1"
      Then the scores are "P1 50, P2 -500"
      And P1 wins the game (went_backwards)

    Scenario: A player at -500 who is not the contractor is not marked to play on
      Given the scores are "P1 -450, P2 0" with P2 to deal
      When the hand is played as "6NT" by P1 with tricks won by "P1 P1 P1 P1 P1 P2 P2 P2 P2 P2"
      Then the scores are "P1 -570, P2 50"
      And P2 wins the game (went_backwards)
      And no player is marked as having been at -500

  @END-06 @END-01
  Rule: END-06 500 after a hand wins, defence points included

    Scenario: P2 at 480 defends and takes 2 tricks, reaching 500
      Given the scores are "P1 300, P2 480" with P2 to deal
      When the hand is played as "7S" by P1 with tricks won by "P1 P1 P2 P1 P1 P1 P1 P2 P1 P1"
      Then the scores are "P1 440, P2 500"
      And P2 wins the game (reached_500)

    @DEALER-03
    Scenario: Below 500 the game goes on and the deal passes to the other player
      Given the scores are "P1 100, P2 200" with P2 to deal
      When the hand is played as "6H" by P1 with tricks won by "P1 P1 P2 P1 P2 P1 P1 P2 P1 P1"
      Then the scores are "P1 200, P2 230"
      And the game goes on
      And it is P1's deal

  @END-07
  Rule: END-07 The contractor wins a tie at 500

    Scenario: P1 makes 8C to reach 500 while P2 reaches 500 in defence: P1 wins
      Given the scores are "P1 240, P2 480" with P2 to deal
      When the hand is played as "8C" by P1 with tricks won by "P1 P2 P1 P1 P1 P2 P1 P1 P1 P1"
      Then the scores are "P1 500, P2 500"
      And P1 wins the game (contractor_tie_break)
