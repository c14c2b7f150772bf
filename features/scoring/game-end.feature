@australian
Feature: Running totals and the end of the game
  Each partnership keeps one running total, which every hand raises or
  lowers and which may go below zero. The game is played to 500, but in the
  partnership game only a made contract can carry a side to victory: the
  contracting side wins when it has made its contract and stands at 500 or
  more once the hand has been scored, whatever the other side's total. Points
  for tricks taken in defence never win the game on their own. A side whose
  total is -500 or lower after a hand has gone out backwards and loses. The
  deal moves one seat to the left after every hand, a thrown-in hand
  included.

  In these scenarios a hand is given by its contract, its contractor and the
  seat that won each trick, in order; a misère stops at the first trick its
  contractor wins. The outcome names the winning side and the reason.

  @END-01 @END-02 @american
  Rule: END-02 A made contract that brings the total to 500 wins

    @DECIDE-35
    Scenario: N-S on 420 make 8S and win the game
      Given the scores are "NS 420, EW 100" with N to deal
      When the hand is played as "8S" by N with tricks won by "N N S S N S N S E W"
      Then the scores are "NS 660, EW 120"
      And NS win the game (made_contract_500)

    Scenario: A made contract that lands exactly on 500 wins
      Given the scores are "NS 280, EW 100" with W to deal
      When the hand is played as "7NT" by S with tricks won by "S S N N S N S E W E"
      Then the scores are "NS 500, EW 130"
      And NS win the game (made_contract_500)

    Scenario: A made misère that reaches 500 wins
      Given the scores are "NS 200, EW 300" with S to deal
      When the hand is played as "MIS" by W with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 200, EW 550"
      And EW win the game (made_contract_500)

    Scenario: A made contract that leaves the total short of 500 does not win
      Given the scores are "NS 200, EW 100" with N to deal
      When the hand is played as "8S" by N with tricks won by "N N S S N S N S E W"
      Then the scores are "NS 440, EW 120"
      And the game goes on

  @END-03 @DECIDE-30 @american
  Rule: END-03 Defence points alone never win

    @DEALER-03
    Scenario: Defenders who pass 500 with trick points have not won
      Given the scores are "NS 100, EW 460" with N to deal
      When the hand is played as "8S" by N with tricks won by "E E W W E N S N S N"
      Then the scores are "NS -140, EW 510"
      And the game goes on
      And it is E's deal

    @DEALER-03
    Scenario: The side past 500 on defence wins with its next made contract
      Given the scores are "NS 100, EW 460" with N to deal
      When the hand is played as "8S" by N with tricks won by "E E W W E N S N S N"
      And the hand is played as "7D" by E with tricks won by "E W E W E W E N S N"
      Then the scores are "NS -110, EW 690"
      And EW win the game (made_contract_500)
      And it is S's deal

    Scenario: Without a cap a side past 500 keeps every point it takes in defence
      Given the scores are "NS 100, EW 510" with E to deal
      When the hand is played as "7H" by N with tricks won by "N S N S N S N E W E"
      Then the scores are "NS 300, EW 540"
      And the game goes on

    Scenario: Defenders below 500 take their full trick points past 500
      Given the scores are "NS 0, EW 470" with E to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS 40, EW 510"
      And the game goes on

    Scenario: A side past 500 on defence wins with a made misère
      Given the scores are "NS 300, EW 540" with N to deal
      When the hand is played as "MIS" by W with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 300, EW 790"
      And EW win the game (made_contract_500)

  @END-04 @american
  Rule: END-04 A side at -500 or lower goes out backwards

    @DECIDE-35
    Scenario: N-S on -380 fail 7C and lose the game
      Given the scores are "NS -380, EW 200" with W to deal
      When the hand is played as "7C" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -540, EW 240"
      And EW win the game (went_backwards)

    Scenario: A total of exactly -500 loses the game
      Given the scores are "NS -340, EW 200" with W to deal
      When the hand is played as "7C" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -500, EW 240"
      And EW win the game (went_backwards)

    Scenario: E-W fail a misère from -250 and land on exactly -500: N-S win
      Given the scores are "NS 100, EW -250" with N to deal
      When the hand is played as "MIS" by W with tricks won by "N S W"
      Then the scores are "NS 100, EW -500"
      And NS win the game (went_backwards)

    @SCORE-10
    Scenario: A total of -490 does not end the game
      Given the scores are "NS -330, EW 200" with W to deal
      When the hand is played as "7C" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -490, EW 240"
      And the game goes on

    Scenario: A misère lost at trick 3 takes E-W to -550
      Given the scores are "NS 100, EW -300" with N to deal
      When the hand is played as "MIS" by W with tricks won by "N S W"
      Then the scores are "NS 100, EW -550"
      And NS win the game (went_backwards)

  @END-05 @american
  Rule: END-05 With both sides at 500, only a made contract wins

    Scenario: The side that made its contract wins with the smaller total
      Given the scores are "NS 280, EW 530" with W to deal
      When the hand is played as "8C" by N with tricks won by "N S N S N S N S E W"
      Then the scores are "NS 540, EW 550"
      And NS win the game (made_contract_500)

    Scenario: E-W make 7H to reach exactly 500 while N-S defend to 540: E-W win
      Given the scores are "NS 510, EW 300" with N to deal
      When the hand is played as "7H" by E with tricks won by "E W E W E W E N S N"
      Then the scores are "NS 540, EW 500"
      And EW win the game (made_contract_500)

    @DEALER-03
    Scenario: A failed contract with both sides past 500 leaves the game without a winner
      Given the scores are "NS 560, EW 530" with W to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N E W E W E"
      Then the scores are "NS 520, EW 580"
      And the game goes on
      And it is N's deal

  @END-10 @DECIDE-29 @american
  Rule: END-10 Wins and losses are decided once the hand is scored

    Scenario: Defenders who reach 500 at trick 2 do not stop the contractors winning
      Given the scores are "NS 300, EW 480" with E to deal
      When the hand is played as "8H" by N with tricks won by "E W N N S N S N S N"
      Then the scores are "NS 600, EW 500"
      And NS win the game (made_contract_500)

    @DEALER-03
    Scenario: A made contract short of 500 and no side at -500 lead to a new hand
      Given the scores are "NS -450, EW 300" with E to deal
      When the hand is played as "6S" by E with tricks won by "E W E W E W N S N S"
      Then the scores are "NS -410, EW 340"
      And the game goes on
      And it is S's deal

    Scenario: With no contract made to 500 a side at -500 loses
      Given the scores are "NS 450, EW -260" with E to deal
      When the hand is played as "8D" by W with tricks won by "W E W N S N S N S N"
      Then the scores are "NS 520, EW -540"
      And NS win the game (went_backwards)

  @SCORE-01 @american
  Rule: SCORE-01 Each side keeps a running total

    Scenario: N-S on 120 make 7H and stand at 320
      Given the scores are "NS 120, EW 0" with S to deal
      When the hand is played as "7H" by S with tricks won by "S N S N S N S E W E"
      Then the scores are "NS 320, EW 30"
      And the game goes on

    @DEALER-03
    Scenario: The totals carry from one hand to the next
      Given the scores are "NS 0, EW 0" with N to deal
      When the hand is played as "6H" by E with tricks won by "E W E W E W N S N S"
      And the hand is played as "7S" by S with tricks won by "S N S N S E W E W E"
      And the hand is played as "MIS" by N with tricks won by "E W E W E W E W E W"
      Then the scores are "NS 150, EW 150"
      And the game goes on
      And it is W's deal

    Scenario Outline: Each side's total after a hand is its total before plus what the hand gives it
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <seat> with tricks won by "<tricks>"
      Then the scores are "<after>"
      And the game goes on

      Examples:
        | before          | dealer | contract | seat | tricks              | after           |
        | NS 40, EW 60    | N      | 6S       | E    | E W E W E W N S N S | NS 80, EW 100   |
        | NS 250, EW 300  | E      | 8S       | W    | W E W E W E W N S N | NS 280, EW 60   |
        | NS -100, EW 50  | S      | 7NT      | N    | N S N S N S N S E W | NS 120, EW 70   |

  @SCORE-10 @american
  Rule: SCORE-10 A total may be negative

    Scenario: A side on 0 that fails 7NT stands at -220
      Given the scores are "NS 0, EW 0" with W to deal
      When the hand is played as "7NT" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS -220, EW 40"
      And the game goes on

    Scenario: A side below zero gains from its made contract
      Given the scores are "NS 100, EW -220" with S to deal
      When the hand is played as "7C" by W with tricks won by "W E W E W E W N S N"
      Then the scores are "NS 130, EW -60"
      And the game goes on

  @SCORE-11 @DECIDE-27
  Rule: SCORE-11 Variation, defence points stop at 490 (or 480)

    @option:var:defence-cap-490
    Scenario: With the 490 cap defenders on 470 who win 4 tricks stop at 490
      Given the scores are "NS 0, EW 470" with E to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS 40, EW 490"
      And the game goes on

    @option:var:defence-cap-490
    Scenario: With the 490 cap defenders already on 490 gain nothing
      Given the scores are "NS 0, EW 490" with E to deal
      When the hand is played as "7S" by N with tricks won by "N S N S N S N E W E"
      Then the scores are "NS 140, EW 490"
      And the game goes on

    @option:var:defence-cap-490
    Scenario: With the 490 cap defenders well below it take their full trick points
      Given the scores are "NS 0, EW 300" with E to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS 40, EW 340"

    @option:var:defence-cap-490
    Scenario: With the 490 cap the points of a made contract are not limited
      Given the scores are "NS 0, EW 490" with S to deal
      When the hand is played as "7S" by W with tricks won by "W E W E W E W N S N"
      Then the scores are "NS 30, EW 630"
      And EW win the game (made_contract_500)

    @option:var:defence-cap-480
    Scenario: With the 480 cap defenders on 470 who win 4 tricks stop at 480
      Given the scores are "NS 0, EW 470" with E to deal
      When the hand is played as "6S" by N with tricks won by "N S N S N S E W E W"
      Then the scores are "NS 40, EW 480"

    @option:var:defence-cap-480
    Scenario: With the 480 cap defenders already on 480 gain nothing
      Given the scores are "NS 0, EW 480" with E to deal
      When the hand is played as "7S" by N with tricks won by "N S N S N S N E W E"
      Then the scores are "NS 140, EW 480"

  @DEALER-03 @DECIDE-02 @american
  Rule: DEALER-03 The deal moves one seat to the left after every hand

    Scenario Outline: After a thrown-in hand the next seat to the left deals
      Given the scores are "NS 120, EW -40" with <dealer> to deal
      When the hand is thrown in
      Then it is <next>'s deal
      And the scores are "NS 120, EW -40"
      And the game goes on

      Examples:
        | dealer | next |
        | N      | E    |
        | E      | S    |
        | S      | W    |
        | W      | N    |

    Scenario: After a played hand the next seat to the left deals
      Given the scores are "NS 0, EW 0" with N to deal
      When the hand is played as "7H" by S with tricks won by "S N S N S N S E W E"
      Then it is E's deal

    Scenario: Nobody deals two hands running, even when both are thrown in
      Given the scores are "NS 0, EW 0" with S to deal
      When the hand is thrown in
      Then it is W's deal
      When the hand is thrown in
      Then it is N's deal

  @DECIDE-31 @american
  Rule: DECIDE-31 A made contract that stays below 500 wins nothing

    Scenario: N-S make 7H to 300 while E-W are on 530 from defence, and the game goes on
      Given the scores are "NS 100, EW 530" with W to deal
      When the hand is played as "7H" by N with tricks won by "N S N S N S N E W E"
      Then the scores are "NS 300, EW 560"
      And the game goes on

    Scenario: N-S make 6NT to 470, and the game goes on
      Given the scores are "NS 350, EW 0" with W to deal
      When the hand is played as "6NT" by S with tricks won by "S N S N S N E W E W"
      Then the scores are "NS 470, EW 40"
      And the game goes on

    @END-03
    Scenario: N-S make 7S to 290 while E-W pass 500 on defence, and the game goes on
      Given the scores are "NS 150, EW 480" with W to deal
      When the hand is played as "7S" by N with tricks won by "N S N S N S N E W E"
      Then the scores are "NS 290, EW 510"
      And the game goes on

  @DECIDE-32 @american
  Rule: DECIDE-32 A side can win from a negative total

    Scenario: N-S on -20 make 10NT and reach 500
      Given the scores are "NS -20, EW 260" with W to deal
      When the hand is played as "10NT" by N with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 500, EW 260"
      And NS win the game (made_contract_500)

    Scenario: N-S on -100 make 10NT and reach only 420
      Given the scores are "NS -100, EW 260" with W to deal
      When the hand is played as "10NT" by N with tricks won by "N S N S N S N S N S"
      Then the scores are "NS 420, EW 260"
      And the game goes on

    @DECIDE-35
    Scenario: E-W on -10 make 10NT and win with 510
      Given the scores are "NS 300, EW -10" with N to deal
      When the hand is played as "10NT" by E with tricks won by "E W E W E W E W E W"
      Then the scores are "NS 300, EW 510"
      And EW win the game (made_contract_500)

    Scenario: E-W on -40 make 10H and reach only 460
      Given the scores are "NS 300, EW -40" with N to deal
      When the hand is played as "10H" by E with tricks won by "E W E W E W E W E W"
      Then the scores are "NS 300, EW 460"
      And the game goes on
