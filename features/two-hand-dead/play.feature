@two-hand-dead
Feature: The widow, the joker and the tricks with a dead hand
  The contractor takes the three widow cards and lays three aside. The joker
  is played as in the three-player game: the best trump, and at no trumps
  suitless, never nominated, and led naming any suit. The dead hand's cards
  never turn up: each trick has two cards.

  Background:
    Given the deal "two-hand-dead-p1-joker"

  @KITTY-02 @KITTY-04 @KITTY-01
  Rule: KITTY-02 The contractor puts aside three cards

    Scenario: With the widow the contractor holds thirteen cards and lays three aside
      Given the actions "P1 bid 7S, P2 pass"
      Then P1 holds 13 cards
      When the action "P1 discard 7C 9H 8D" is taken
      Then the action is accepted
      And P1 holds 10 cards

    Scenario: Four cards are one too many
      Given the actions "P1 bid 7S, P2 pass"
      When the action "P1 discard 7C 9H 8D AD" is taken
      Then the action is refused under KITTY-04

  @JOKER-14 @RANK-07
  Rule: JOKER-14 No trumps, the joker is suitless and named when led

    Scenario: The contractor is not asked to nominate and a nomination is refused
      Given the actions "P1 bid 7NT, P2 pass, P1 discard 7C 9H 8D"
      When the action "P1 nominate H" is taken
      Then the action is refused under JOKER-14

    Scenario: The joker led names a suit already led
      Given the actions "P1 bid 7NT, P2 pass, P1 discard 7C 9H 8D, P1 play AH, P2 play 10H"
      When the action "P1 play JK H" is taken
      Then the action is accepted
      And the legal plays are "QH JH"

  @PLAY-08 @JOKER-01 @RANK-03
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: Two cards make a trick; the left bower takes it
      Given the actions "P1 bid 7S, P2 pass, P1 discard 7C 9H 8D"
      When the actions "P1 play JC, P2 play 10S" are taken
      Then trick 1 holds "JC 10S"
      And trick 1 is won by P1
