@australian
Feature: Nominating the joker's suit, reading by reading
  C-08: a contractor holding the joker at no trumps or in misère may give it
  a suit once the kitty exchange is over (reading A, this spec for the
  partnership game). The other reading has no nomination: the joker stays
  without a suit until it is played, and whoever leads it names a suit then
  (reading B, option ref:no-joker-nomination; the three-player game always
  plays this way).

  W deals; N, E and S pass and W, holding the joker, becomes contractor and
  discards the three cards of the kitty's colour: 5S 6S 7S.

  Background:
    Given the deal "e-seven-hearts"

  @C-08 @JOKER-05
  Rule: C-08 Assigning a suit to the joker at no trumps

    Scenario: Reading A: after the discard the 7NT contractor is offered the nomination
      Given the actions "N pass, E pass, S pass, W bid 7NT, W discard 5S 6S 7S"
      Then the legal actions are "W nominate none, W nominate S, W nominate C, W nominate D, W nominate H"

    @option:ref:no-joker-nomination
    Scenario: Reading B: after the discard the 7NT contractor leads at once
      Given the actions "N pass, E pass, S pass, W bid 7NT, W discard 5S 6S 7S"
      Then it is W's turn
      And the legal actions are "W play 5C, W play 6C, W play 4D, W play 5D, W play 6D, W play 7D, W play 8D, W play 6H, W play 7H, W play JK S, W play JK C, W play JK D, W play JK H"

    Scenario: Reading A: the 7NT contractor makes the joker a heart and leads it as one
      Given the actions "N pass, E pass, S pass, W bid 7NT, W discard 5S 6S 7S"
      When the action "W nominate H" is taken
      Then the action is accepted
      And everyone sees the joker nominated as H
      When the action "W play JK" is taken
      Then the action is accepted

    @JOKER-10 @option:ref:no-joker-nomination
    Scenario: Reading B: the 7NT contractor cannot make the joker a heart and names a suit to lead it
      Given the actions "N pass, E pass, S pass, W bid 7NT, W discard 5S 6S 7S"
      When the action "W nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated
      When the action "W play JK" is taken
      Then the action is refused under JOKER-10
      When the action "W play JK H" is taken
      Then the action is accepted

    @MIS-01
    Scenario: Reading A: the misère contractor may make the joker a diamond
      Given the actions "N bid 7S, E pass, S pass, W bid MIS, N pass, W discard 5S 6S 7S"
      When the action "W nominate D" is taken
      Then the action is accepted
      And everyone sees the joker nominated as D

    @MIS-01 @option:ref:no-joker-nomination
    Scenario: Reading B: the misère contractor may not give the joker a suit
      Given the actions "N bid 7S, E pass, S pass, W bid MIS, N pass, W discard 5S 6S 7S"
      When the action "W nominate D" is taken
      Then the action is refused under JOKER-05
      And it is W's turn
      And the seats in play are "N S W"
