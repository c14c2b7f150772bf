@five-hand
Feature: Running totals and the end of a five-player game
  The five-player game ends player by player, as the three-player game
  does (DECIDE-57): whoever stands at 500 or more once a hand is scored
  wins, defence points included; a player at -500 or lower plays on and can
  no longer win. When several reach 500 on one hand, the contractor wins if
  among them, then the partner nearest the contractor's left, then the
  defender whose tricks took them over first (END-12). The deal moves one
  seat to the left after every hand.

  A hand is given by its contract, its contractor, the partners named and
  the seat that won each trick, in order.

  @END-12 @END-07 @SCORE-13 @DECIDE-35
  Rule: END-12 At five, ties at 500 go to the contractor, then a partner, then by trick order

    Scenario: The contractor, a partner and a defender all reach 500: the contractor wins
      Given the scores are "P1 420, P2 0, P3 450, P4 0, P5 480" with P5 to deal
      When the hand is played as "7S" by P1 with partners "P3" and tricks won by "P1 P1 P1 P1 P1 P3 P3 P3 P5 P5"
      Then the scores are "P1 560, P2 0, P3 590, P4 0, P5 500"
      And P1 wins the game (contractor_tie_break)

    Scenario: The partner and a defender reach 500: the partner wins
      Given the scores are "P1 300, P2 0, P3 450, P4 0, P5 480" with P5 to deal
      When the hand is played as "7S" by P1 with partners "P3" and tricks won by "P1 P1 P1 P1 P1 P3 P3 P3 P5 P5"
      Then the scores are "P1 440, P2 0, P3 590, P4 0, P5 500"
      And P3 wins the game (contractor_tie_break)

  @END-06 @END-01 @DEALER-03
  Rule: END-06 Three-player, 500 after a hand wins

    Scenario: A defender who reaches 500 with trick points wins
      Given the scores are "P1 0, P2 490, P3 0, P4 0, P5 0" with P5 to deal
      When the hand is played as "6S" by P1 with partners "P3" and tricks won by "P2 P1 P1 P1 P3 P3 P1 P1 P3 P1"
      Then the scores are "P1 40, P2 500, P3 40, P4 0, P5 0"
      And P2 wins the game (reached_500)

    Scenario: A made contract short of 500 does not end the game, and the deal moves on
      Given the scores are "P1 100, P2 0, P3 0, P4 0, P5 0" with P5 to deal
      When the hand is played as "6S" by P1 with partners "P3" and tricks won by "P2 P1 P1 P1 P3 P3 P1 P1 P3 P1"
      Then the scores are "P1 140, P2 10, P3 40, P4 0, P5 0"
      And the game goes on
      And it is P1's deal

  @END-08 @DECIDE-34
  Rule: END-08 Three-player, two opponents at 500 are ordered by trick

    Scenario: Two defenders pass 500 on one hand: the first across wins
      Given the scores are "P1 0, P2 480, P3 490, P4 0, P5 0" with P5 to deal
      When the hand is played as "8NT" by P1 with partners "P4 P5" and tricks won by "P3 P2 P2 P1 P1 P1 P1 P4 P5 P1"
      Then the scores are "P1 -320, P2 500, P3 500, P4 -320, P5 -320"
      And P3 wins the game (trick_order_tie_break)

  @END-09 @SCORE-10
  Rule: END-09 Three-player, a player at -500 plays on

    Scenario: A contractor falling below -500 plays on, marked
      Given the scores are "P1 -300, P2 0, P3 0, P4 0, P5 0" with P5 to deal
      When the hand is played as "8S" by P1 with partners "P2 P3" and tricks won by "P1 P1 P2 P2 P3 P3 P4 P4 P5 P1"
      Then the scores are "P1 -540, P2 -240, P3 -240, P4 20, P5 10"
      And the game goes on
      And the players marked as having been at -500 are "P1"
