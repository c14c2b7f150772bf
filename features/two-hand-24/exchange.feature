@two-hand-24
Feature: The widow of four and the play of two-card tricks
  The contractor takes the four widow cards, holding fourteen, and lays four
  aside before leading. The pack has no joker, so no contract has a
  nomination. Each trick has two cards, one from each player.

  Background:
    Given the deal "two-hand-24-p1-hearts"

  @KITTY-06 @KITTY-01
  Rule: KITTY-06 The 24-card two-hand contractor lays aside four cards

    Scenario: With the widow the contractor holds fourteen cards
      When the actions "P1 bid 7H, P2 pass" are taken
      Then P1 holds 14 cards

    Scenario: Laying aside four cards leaves ten
      Given the actions "P1 bid 7H, P2 pass"
      When the action "P1 discard 9C 10C 9D 10D" is taken
      Then the action is accepted
      And P1 holds 10 cards
      And it is P1's turn

    Scenario: Three cards are not enough
      Given the actions "P1 bid 7H, P2 pass"
      When the action "P1 discard 9C 10C 9D" is taken
      Then the action is refused under KITTY-06

  @JOKER-16
  Rule: JOKER-16 Two-hand 24-card game, no joker and no nomination

    Scenario: At no trumps the contractor leads straight after the discard
      Given the actions "P1 bid 7NT, P2 pass, P1 discard 9C 10C 9D 10D"
      Then it is P1's turn
      And the legal plays are "JH AH KH 10H JD AS KS 9S AC QD"

    Scenario: A nomination is refused
      Given the actions "P1 bid 7NT, P2 pass, P1 discard 9C 10C 9D 10D"
      When the action "P1 nominate H" is taken
      Then the action is refused under JOKER-16

  @PLAY-08 @PLAY-05 @PLAY-06 @RANK-03
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: A trick is complete after two cards; the left bower wins it
      Given the actions "P1 bid 7H, P2 pass, P1 discard 9C 10C 9D 10D"
      When the actions "P1 play JD, P2 play QH" are taken
      Then trick 1 holds "JD QH"
      And trick 1 is won by P1
      And it is P1's turn

    Scenario: The defender must follow a trump lead with a heart
      Given the actions "P1 bid 7H, P2 pass, P1 discard 9C 10C 9D 10D, P1 play AH"
      Then the legal plays are "QH 9H"
