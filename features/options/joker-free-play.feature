@three-player
Feature: The three-player no-trump joker on any trick
  C-13: in three-player no trumps the joker, which has no suit until it is led, may go on another
  player's lead only when its holder cannot follow the suit led (reading A, this spec, JOKER-14);
  under ref:nt-joker-free-play it may go on any trick, even while its holder could follow. P3
  deals; P1 plays 6NT and leads the ace of spades; P2 holds the joker and two spades.

  Background:
    Given the deal "three-player-p2-joker"
    And the actions "P1 bid 6NT, P2 pass, P3 pass, P1 discard 7C 9H 8H, P1 play AS"

  @C-13 @JOKER-14
  Rule: JOKER-14 The joker on a spade lead, with spades in hand

    Scenario: Without the option the joker waits while its holder can follow
      Then the legal plays are "9S 8S"
      When the action "P2 play JK" is taken
      Then the action is refused under JOKER-14

    @option:ref:nt-joker-free-play
    Scenario: With the option the joker may go on the trick, or a spade
      Then the legal plays are "JK 9S 8S"
      When the action "P2 play JK" is taken
      Then the action is accepted
      And it is P3's turn

    @option:ref:nt-joker-free-play
    Scenario: The joker played on the spade lead wins the trick
      When the actions "P2 play JK, P3 play 7S" are taken
      Then trick 1 is won by P2

    @option:ref:nt-joker-free-play @PLAY-03
    Scenario: Other cards still follow suit
      When the action "P2 play AD" is taken
      Then the action is refused under PLAY-03
