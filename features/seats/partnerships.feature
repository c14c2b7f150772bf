@australian
Feature: Seats and partnerships
  The Australian game is played by exactly four people in the seats N, E, S
  and W, taken in that order clockwise. Partners face each other: N and S
  form one side, E and W the other, for the whole game. A side is one unit:
  its two players bid for it, pool the tricks they win and share one score.
  No other table size is defined by these rules, so a setup for more or
  fewer players is refused.

  W deals. With "N bid 8H, E pass, S pass, W pass" N is contractor with
  hearts as trumps and puts the kitty 6H 5H 4H straight back. In the hand
  played out below N wins tricks 1, 2, 6, 7 and 10, S (whose JD is the left
  bower) tricks 3, 4 and 5, and E tricks 8 and 9.

  Background:
    Given the deal "n-joker-top-hearts"

  @SEAT-01 @DECIDE-01
  Rule: SEAT-01 Only the four-player table is specified

    @DECIDE-36
    Scenario: The table has the four seats N, E, S and W in turn order
      Then the players are "N E S W" in turn order

    Scenario: Four hands of ten and a kitty of three are accepted
      When W deals these hands:
        | seat  | cards                           |
        | N     | JK JH AH KH QH AS 5S 6C 5C 4D   |
        | E     | KS QS JS 10S QC JC 10C 9C 8D 7D |
        | S     | JD 10H 9H AD KD QD AC KC 7S 6S  |
        | W     | 9S 8S 8C 7C 10D 9D 6D 5D 8H 7H  |
        | kitty | 6H 5H 4H                        |
      Then the action is accepted

    @DECK-05 @DECIDE-36
    Scenario: A table with a fifth player is refused
      When W deals these hands:
        | seat  | cards                     |
        | N     | JK JH AH KH QH AS 5S 6C   |
        | E     | KS QS JS 10S QC JC 10C 9C |
        | S     | JD 10H 9H AD KD QD AC KC  |
        | W     | 9S 8S 8C 7C 10D 9D 6D 5D  |
        | P5    | 5C 4D 8D 7D 7S 6S 8H 7H   |
        | kitty | 6H 5H 4H                  |
      Then the action is refused under DECIDE-36

  @DECIDE-36 @american
  Rule: DECIDE-36 The four seats are named N, E, S and W

    Scenario: A call from a seat that is not at the table is refused
      When the action "P1 bid 7H" is taken
      Then the action is refused under DECIDE-36
      And it is N's turn

    Scenario: N, the first seat after the dealer W, makes the first call
      When the action "N bid 8H" is taken
      Then the action is accepted
      And it is E's turn

  @SEAT-02 @american
  Rule: SEAT-02 Four players in two fixed sides, partners opposite

    Scenario: The two sides are N-S and E-W
      Then the sides are "NS EW"

    Scenario: Tricks won by N and by S count for the same side
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D"
      Then trick 2 is won by N
      And trick 3 is won by S
      And the tricks won are "NS 3, EW 0"

    Scenario: A trick won by E counts for E-W
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S"
      Then trick 8 is won by E
      And the tricks won are "NS 7, EW 1"

    Scenario: The sides stay the same from one hand to the next
      Given the scores are "NS 0, EW 0" with W to deal
      When the hand is played as "8H" by N with tricks won by "N N S S S N N E E N"
      And the hand is played as "7D" by W with tricks won by "W E W E W E W N S N"
      Then the scores are "NS 330, EW 200"

  @SEAT-05 @DECIDE-26 @american
  Rule: SEAT-05 In the partnership game the side bids, takes tricks and scores as one

    Scenario: N's five tricks and S's three make N's 8H
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C, E play JS, S play AC, W play 10D, N play QH"
      Then the tricks won are "NS 8, EW 2"
      And the contract is made
      And the hand scores "NS 300, EW 20"

    Scenario: The partner's tricks count toward the contract when the game is scored
      Given the scores are "NS 100, EW 100" with W to deal
      When the hand is played as "8H" by N with tricks won by "N N S S S N N E E N"
      Then the scores are "NS 400, EW 120"

    Scenario: Without the partner's tricks the contract would fail
      Given the scores are "NS 100, EW 100" with W to deal
      When the hand is played as "8H" by N with tricks won by "N N E E E N N E E N"
      Then the scores are "NS -200, EW 150"
