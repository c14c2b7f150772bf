@three-player
Feature: The end of a three-player game
  After every hand the scores are applied first, then the end of the game is
  tested. A player on 500 or more wins, points taken in defence included. If
  the contractor and an opponent both reach 500 in the same hand, the
  contractor wins, even with the smaller total. If only the two opponents
  reach 500, the one whose running total got there on the earlier trick
  wins. A player who falls to -500 or below is marked and plays on; if that
  player later reaches 500 the game ends with no winner, unless an opponent
  reaches 500 in the same hand, who then wins. The deal passes to the left
  after every hand, a thrown-in hand included.

  Each hand is given by its contract, its contractor and the winner of each
  of the ten tricks in order.

  @END-06 @END-01 @DECIDE-35
  Rule: END-06 Three-player, 500 after a hand wins

    Scenario: P2 at 480 defends against P1 and takes 2 tricks, reaching 500
      Given the scores are "P1 300, P2 480, P3 100" with P3 to deal
      When the hand is played as "7S" by P1 with tricks won by "P1 P1 P2 P1 P1 P3 P1 P2 P1 P1"
      Then the scores are "P1 440, P2 500, P3 110"
      And P2 wins the game (reached_500)

    Scenario: A defender reaches 500 while the contract fails
      Given the scores are "P1 0, P2 470, P3 0" with P3 to deal
      When the hand is played as "8NT" by P1 with tricks won by "P1 P2 P1 P1 P2 P1 P1 P2 P1 P1"
      Then the scores are "P1 -320, P2 500, P3 0"
      And P2 wins the game (reached_500)

    Scenario: The contractor alone reaches exactly 500 by making the contract
      Given the scores are "P1 100, P2 200, P3 400" with P1 to deal
      When the hand is played as "6H" by P3 with tricks won by "P3 P3 P1 P3 P2 P3 P1 P3 P2 P3"
      Then the scores are "P1 120, P2 220, P3 500"
      And P3 wins the game (reached_500)

    @DEALER-03
    Scenario: Below 500 the game goes on
      Given the scores are "P1 380, P2 300, P3 200" with P3 to deal
      When the hand is played as "6H" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 480, P2 320, P3 220"
      And the game goes on
      And it is P1's deal

  @END-07 @DECIDE-29 @DECIDE-35
  Rule: END-07 Three-player, the contractor wins a tie at 500

    Scenario: P1 makes 8C to reach 500 while P3 reaches 510 in defence: P1 wins
      Given the scores are "P1 240, P2 100, P3 490" with P3 to deal
      When the hand is played as "8C" by P1 with tricks won by "P1 P3 P1 P1 P1 P3 P1 P1 P1 P1"
      Then the scores are "P1 500, P2 100, P3 510"
      And P1 wins the game (contractor_tie_break)

    Scenario: The contractor and both opponents reach 500: the contractor wins
      Given the scores are "P1 400, P2 490, P3 490" with P2 to deal
      When the hand is played as "6H" by P1 with tricks won by "P2 P1 P1 P3 P1 P1 P1 P1 P2 P3"
      Then the scores are "P1 500, P2 510, P3 510"
      And P1 wins the game (contractor_tie_break)

    Scenario: P2 makes 7D to reach exactly 500 while P1 defends to 510: P2 wins
      Given the scores are "P1 480, P2 320, P3 100" with P1 to deal
      When the hand is played as "7D" by P2 with tricks won by "P2 P2 P1 P2 P2 P1 P2 P2 P1 P2"
      Then the scores are "P1 510, P2 500, P3 100"
      And P2 wins the game (contractor_tie_break)

  @END-10 @DECIDE-29
  Rule: END-10 Wins and losses are decided after the hand is scored

    Scenario: A defender at 500 after the first trick does not stop the hand, and the contractor wins
      Given the scores are "P1 300, P2 490, P3 0" with P3 to deal
      When the hand is played as "7H" by P1 with tricks won by "P2 P1 P1 P1 P1 P1 P1 P1 P3 P3"
      Then the scores are "P1 500, P2 500, P3 20"
      And P1 wins the game (contractor_tie_break)

    Scenario: A contractor on 400 who fails 8S loses 240 and the game goes on
      Given the scores are "P1 400, P2 0, P3 0" with P3 to deal
      When the hand is played as "8S" by P1 with tricks won by "P1 P1 P1 P1 P1 P1 P1 P2 P3 P2"
      Then the scores are "P1 160, P2 20, P3 10"
      And the game goes on

    Scenario: A defender on 480 who takes the last two tricks wins once the hand is scored
      Given the scores are "P1 0, P2 480, P3 0" with P3 to deal
      When the hand is played as "6S" by P1 with tricks won by "P1 P1 P1 P1 P1 P1 P1 P3 P2 P2"
      Then the scores are "P1 40, P2 500, P3 10"
      And P2 wins the game (reached_500)

  @END-08 @DECIDE-34
  Rule: END-08 Three-player, two opponents at 500 are ordered by trick

    Scenario: P2 reaches 500 at trick 7 and P3 at trick 9: P2 wins
      Given the scores are "P1 300, P2 470, P3 490" with P3 to deal
      When the hand is played as "7H" by P1 with tricks won by "P1 P1 P2 P2 P1 P1 P2 P1 P3 P1"
      Then the scores are "P1 100, P2 500, P3 500"
      And P2 wins the game (trick_order_tie_break)

    Scenario: The opponent who got to 500 first wins with the smaller total
      Given the scores are "P1 200, P2 480, P3 490" with P3 to deal
      When the hand is played as "6S" by P1 with tricks won by "P1 P3 P1 P1 P2 P2 P2 P2 P1 P1"
      Then the scores are "P1 160, P2 520, P3 500"
      And P3 wins the game (trick_order_tie_break)

    Scenario: Both opponents reach 500 although the contract is made
      Given the scores are "P1 0, P2 490, P3 470" with P3 to deal
      When the hand is played as "6S" by P1 with tricks won by "P3 P3 P3 P1 P1 P1 P1 P2 P1 P1"
      Then the scores are "P1 40, P2 500, P3 500"
      And P3 wins the game (trick_order_tie_break)

    Scenario: P3's contract fails while P2 gets to 500 at trick 2 and P1 at trick 4: P2 wins with the smaller total
      Given the scores are "P1 490, P2 480, P3 0" with P2 to deal
      When the hand is played as "6S" by P3 with tricks won by "P2 P2 P3 P1 P1 P3 P3 P3 P3 P1"
      Then the scores are "P1 520, P2 500, P3 -40"
      And P2 wins the game (trick_order_tie_break)

  @C-34 @END-08 @DECIDE-34
  Rule: END-08 Trick order, not the first trick of the hand (C-34)

    Scenario: P2 takes the first trick but reaches 500 only at trick 9; P3 got there at trick 3 and wins
      Given the scores are "P1 300, P2 470, P3 490" with P3 to deal
      When the hand is played as "7H" by P1 with tricks won by "P2 P1 P3 P1 P1 P1 P1 P2 P2 P1"
      Then the scores are "P1 100, P2 500, P3 500"
      And P3 wins the game (trick_order_tie_break)

  @END-09
  Rule: END-09 Three-player, a player at -500 plays on

    @DEALER-03
    Scenario: P1 falls to -540 and plays on, marked
      Given the scores are "P1 -380, P2 100, P3 100" with P3 to deal
      When the hand is played as "7C" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 -540, P2 120, P3 120"
      And the game goes on
      And the players marked as having been at -500 are "P1"
      And it is P1's deal

    Scenario: Exactly -500 marks the player
      Given the scores are "P1 -340, P2 100, P3 100" with P3 to deal
      When the hand is played as "7C" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 -500, P2 120, P3 120"
      And the game goes on
      And the players marked as having been at -500 are "P1"

    Scenario: At -490 a player is not marked
      Given the scores are "P1 -330, P2 100, P3 100" with P3 to deal
      When the hand is played as "7C" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 -490, P2 120, P3 120"
      And no player is marked as having been at -500

    Scenario: The mark stays when the player climbs back above -500
      Given the scores are "P1 -520, P2 100, P3 100" with P3 to deal
      And P1 has already been at -500 or below
      When the hand is played as "6H" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 -420, P2 120, P3 120"
      And the players marked as having been at -500 are "P1"

    Scenario: The marked player reaches 500 while the others are short: nobody wins
      Given the scores are "P1 420, P2 300, P3 200" with P3 to deal
      And P1 has already been at -500 or below
      When the hand is played as "6H" by P1 with tricks won by "P1 P1 P1 P2 P1 P1 P3 P1 P2 P1"
      Then the scores are "P1 520, P2 320, P3 210"
      And nobody wins the game (no_winner)

    Scenario: Marked P2 makes 7S to land on exactly 500 while the others are short: nobody wins
      Given the scores are "P1 200, P2 360, P3 300" with P1 to deal
      And P2 has already been at -500 or below
      When the hand is played as "7S" by P2 with tricks won by "P2 P2 P1 P2 P3 P2 P2 P1 P2 P2"
      Then the scores are "P1 220, P2 500, P3 310"
      And nobody wins the game (no_winner)

    Scenario: A marked defender reaching 500 alone ends the game with no winner
      Given the scores are "P1 100, P2 480, P3 100" with P3 to deal
      And P2 has already been at -500 or below
      When the hand is played as "6S" by P1 with tricks won by "P1 P2 P1 P2 P1 P1 P2 P3 P1 P1"
      Then the scores are "P1 140, P2 510, P3 110"
      And nobody wins the game (no_winner)

  @DECIDE-33 @C-35
  Rule: DECIDE-33 The three-player player who went backwards

    Scenario: The marked contractor makes 8D and reaches 510 while P2 reaches 500 in defence: P2 wins
      Given the scores are "P1 230, P2 490, P3 100" with P3 to deal
      And P1 has already been at -500 or below
      When the hand is played as "8D" by P1 with tricks won by "P1 P1 P2 P1 P1 P1 P3 P1 P1 P1"
      Then the scores are "P1 510, P2 500, P3 110"
      And P2 wins the game (reached_500)

    Scenario: A marked defender reaches 500 first, the other opponent later: the other opponent wins
      Given the scores are "P1 100, P2 490, P3 490" with P3 to deal
      And P2 has already been at -500 or below
      When the hand is played as "7S" by P1 with tricks won by "P2 P1 P1 P1 P3 P1 P1 P1 P1 P2"
      Then the scores are "P1 240, P2 510, P3 500"
      And P3 wins the game (reached_500)

    Scenario: A marked contractor short of 500 bids and plays on, and the game goes on
      Given the scores are "P1 -520, P2 100, P3 100" with P3 to deal
      And P1 has already been at -500 or below
      When the hand is played as "7S" by P1 with tricks won by "P1 P1 P1 P1 P1 P1 P1 P2 P2 P3"
      Then the scores are "P1 -380, P2 120, P3 110"
      And the game goes on
      And the players marked as having been at -500 are "P1"

  @DEALER-03 @DECIDE-02
  Rule: DEALER-03 The deal moves one seat to the left after every hand

    Scenario Outline: After a thrown-in hand the next player on the left deals
      Given the scores are "P1 100, P2 200, P3 300" with <dealer> to deal
      When the hand is thrown in
      Then the scores are "P1 100, P2 200, P3 300"
      And the game goes on
      And it is <next>'s deal

      Examples:
        | dealer | next |
        | P3     | P1   |
        | P1     | P2   |
        | P2     | P3   |

    Scenario: Two hands in a row: the deal goes P3, P1, P2
      Given the scores are "P1 0, P2 0, P3 0" with P3 to deal
      When the hand is played as "6S" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P2 P1"
      Then it is P1's deal
      When the hand is thrown in
      Then it is P2's deal

  @SCORE-01 @SCORE-10
  Rule: SCORE-01 Running totals per side

    @DEALER-03
    Scenario: Each player keeps a running total, which may fall below zero
      Given the scores are "P1 100, P2 0, P3 0" with P3 to deal
      When the hand is played as "7NT" by P1 with tricks won by "P1 P1 P2 P1 P3 P1 P1 P2 P3 P1"
      Then the scores are "P1 -120, P2 20, P3 20"
      When the hand is played as "6S" by P2 with tricks won by "P2 P2 P2 P1 P2 P2 P2 P3 P3 P3"
      Then the scores are "P1 -110, P2 60, P3 50"
      And the game goes on
      And it is P2's deal

    Scenario Outline: Each player's total after a hand is the total before plus what the hand gives that player
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <seat> with tricks won by "<tricks>"
      Then the scores are "<after>"
      And the game goes on

      Examples:
        | before                 | dealer | contract | seat | tricks                        | after                   |
        | P1 0, P2 0, P3 0       | P3     | 6S       | P1   | P1 P1 P1 P1 P1 P1 P2 P2 P3 P3 | P1 40, P2 20, P3 20     |
        | P1 -100, P2 50, P3 200 | P1     | 7H       | P2   | P2 P2 P2 P2 P2 P1 P2 P2 P3 P3 | P1 -90, P2 250, P3 220  |
        | P1 -50, P2 0, P3 0     | P2     | 8C       | P3   | P3 P3 P1 P1 P2 P3 P3 P1 P3 P2 | P1 -20, P2 20, P3 -260  |
