@australian @american
Feature: The joker in a trump contract
  With a trump suit the joker is the highest trump and follows suit as one.
  On a trump lead a player whose only trump is the joker has to play it; a
  player who can follow a plain suit that was led may not play it; a player
  who cannot follow may trump with it or keep it. Leading the joker is a lead
  of trumps, which the others answer with a trump, the left bower included.

  W deals. N holds the joker and no heart or diamond. With "N pass, E bid 7H,
  S pass, W pass" E is contractor with hearts as trumps; with "N bid 7S, E
  pass, S pass, W pass" N is contractor with spades as trumps, and S holds JC,
  the left bower. The contractor puts the kitty 5D 4D 4H straight back.

  Background:
    Given the deal "n-joker-no-red"

  @DECIDE-19 @JOKER-02
  Rule: DECIDE-19 The joker follows suit as a trump

    Scenario: On a heart lead the joker is the only card of a holder with no other trump
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK"

    @PLAY-03
    Scenario: Keeping the joker back on a trump lead is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 10H, W play 8H"
      When the action "N play 5S" is taken
      Then the action is refused under PLAY-03

    Scenario: The joker played on a trump lead beats the ace of trumps
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N

    Scenario: A holder of the plain suit led may not play the joker
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play 7S, S play 8S, W play 5H"
      Then the legal plays are "AS KS 6S 5S"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-02

    Scenario: A holder void in the plain suit led may trump with the joker
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play AD, S play 7D, W play 8D"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N

  @DECIDE-19 @JOKER-03
  Rule: DECIDE-19 Leading the joker leads trumps

    Scenario: The joker leads without naming a suit in a spade contract
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "7S"

    Scenario: Naming a suit for the joker in a trump contract is refused
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-03

    Scenario: The left bower is among the trumps that answer a joker lead
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H, N play JK, E play 7S"
      Then the legal plays are "QS JS 10S 9S 8S JC"

    Scenario: A player with no trump, left bower included, may play any card on a joker lead
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H, N play JK, E play 7S, S play JC"
      Then the legal plays are "10C 8H 7H 6H 5H QD JD 10D 9D 8D"
