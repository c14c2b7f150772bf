@american @american-45 @american-46
Feature: Running totals and the end of an American game
  The American game ends as the Australian one (DECIDE-40): each partnership
  keeps a running total, which may go below zero; a side wins when it has
  made its contract and stands at 500 or more once the hand is scored, and
  points taken in defence never win on their own; a side at -500 or lower
  after a hand has gone out backwards and loses. The deal moves one seat to
  the left after every hand, a thrown-in hand included. Under the option
  ref:win-by-defence a side at 500 wins even on defence points. The 45-card
  game keeps all of this unchanged (DECIDE-43), so these scenarios run for
  it too.

  A hand is given by its contract, its contractor and the seat that won each
  trick, in order; a nullo stops at the first trick its contractor wins.

  @END-01 @END-02 @DECIDE-35
  Rule: END-02 Australian win, a made contract that brings the total to 500

    Scenario: N-S on 420 make 8S and win the game
      Given the scores are "NS 420, EW 100" with N to deal
      When the hand is played as "8S" by N with tricks won by "N N S S N S N S E W"
      Then the scores are "NS 660, EW 120"
      And NS win the game (made_contract_500)

    Scenario: A made nullo that reaches 500 wins
      Given the scores are "NS 200, EW 300" with S to deal
      When the hand is played as "MIS" by W with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 200, EW 550"
      And EW win the game (made_contract_500)

    @DECIDE-31
    Scenario: A made contract that leaves the total short of 500 does not win
      Given the scores are "NS 200, EW 100" with N to deal
      When the hand is played as "8S" by N with tricks won by "N N S S N S N S E W"
      Then the scores are "NS 440, EW 120"
      And the game goes on

    @DECIDE-32 @SCORE-10
    Scenario: A side that starts below zero wins with a contract that takes it to 500
      Given the scores are "NS -20, EW 100" with W to deal
      When the hand is played as "10NT" by N with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 500, EW 100"
      And NS win the game (made_contract_500)

  @END-03 @DECIDE-30
  Rule: END-03 Australian, defence points alone never win

    @DEALER-03
    Scenario: Defenders who pass 500 with trick points have not won
      Given the scores are "NS 100, EW 460" with N to deal
      When the hand is played as "8S" by N with tricks won by "E E W W E N S N S N"
      Then the scores are "NS -140, EW 510"
      And the game goes on
      And it is E's deal

    Scenario: The side past 500 on defence wins with its next made contract
      Given the scores are "NS 100, EW 460" with N to deal
      When the hand is played as "8S" by N with tricks won by "E E W W E N S N S N"
      And the hand is played as "7D" by E with tricks won by "E W E W E W E N S N"
      Then the scores are "NS -110, EW 690"
      And EW win the game (made_contract_500)

    @option:ref:win-by-defence
    Scenario: Under ref:win-by-defence the defenders who pass 500 win
      Given the option "ref:win-by-defence" is on
      And the scores are "NS 100, EW 460" with N to deal
      When the hand is played as "8S" by N with tricks won by "E E W W E N S N S N"
      Then the scores are "NS -140, EW 510"
      And EW win the game (reached_500)

  @END-04
  Rule: END-04 Australian, a side at -500 goes out backwards

    Scenario: N-S on -380 fail 7C and lose the game
      Given the scores are "NS -380, EW 200" with W to deal
      When the hand is played as "7C" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -540, EW 240"
      And EW win the game (went_backwards)

    @SCORE-10
    Scenario: A total of -490 does not end the game
      Given the scores are "NS -330, EW 200" with W to deal
      When the hand is played as "7C" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -490, EW 240"
      And the game goes on

  @END-05 @END-10 @DECIDE-29
  Rule: END-05 Australian, both sides at 500 after the same hand

    Scenario: The side that made its contract wins with the smaller total
      Given the scores are "NS 280, EW 530" with W to deal
      When the hand is played as "8C" by N with tricks won by "N S N S N S N S E W"
      Then the scores are "NS 540, EW 550"
      And NS win the game (made_contract_500)

    @DEALER-03
    Scenario: A failed contract with both sides past 500 leaves the game without a winner
      Given the scores are "NS 560, EW 530" with W to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N E W E W E"
      Then the scores are "NS 520, EW 580"
      And the game goes on
      And it is N's deal

  @SCORE-01 @DEALER-03 @DECIDE-02
  Rule: SCORE-01 Running totals per side

    Scenario: The totals carry from one hand to the next and the deal moves left
      Given the scores are "NS 0, EW 0" with N to deal
      When the hand is played as "6H" by E with tricks won by "E W E W E W N S N S"
      And the hand is played as "7NT" by S with tricks won by "S N S N S N S E W E"
      Then the scores are "NS 260, EW 130"
      And it is S's deal

    Scenario: A thrown-in hand scores nothing and passes the deal on
      Given the scores are "NS 120, EW 80" with W to deal
      When the hand is thrown in
      Then the scores are "NS 120, EW 80"
      And it is N's deal
