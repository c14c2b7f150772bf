@three-player
Feature: Three-player auctions under the house rules
  C-36: the three-player auction is one round, each player calling once (reading A, this spec,
  BID-20); under ref:three-player-continuous-auction the calls go round until two of the three
  have passed, and a player who has passed stays out. C-32: the three players bid no misère
  (reading A, BID-20); under ref:three-player-misere misère, worth 250, may be bid with no
  seven-level bid before it, ranks by its value between 8S and 8C, and is played by the
  contractor alone against the other two, ending at the first trick the contractor wins. P3
  deals, so P1 calls first.

  Background:
    Given the deal "three-player-one-suit-each"

  @C-36 @BID-20
  Rule: BID-20 One round of calls, or calls round until two have passed

    Scenario: Without the option a player outbid in the round has no second turn
      Given the actions "P1 bid 6S, P2 bid 6C, P3 pass"
      When the action "P1 bid 7S" is taken
      Then the action is refused under BID-20
      And the contract is 6C by P2

    @option:ref:three-player-continuous-auction
    Scenario: A player outbid calls again
      Given the actions "P1 bid 6S, P2 bid 6C, P3 pass"
      Then it is P1's turn
      When the action "P1 bid 7S" is taken
      Then the action is accepted
      And it is P2's turn

    @option:ref:three-player-continuous-auction
    Scenario: The auction closes once two players have passed
      When the actions "P1 bid 6S, P2 bid 6C, P3 pass, P1 bid 7S, P2 pass" are taken
      Then the action is accepted
      And the contract is 7S by P1

    @option:ref:three-player-continuous-auction
    Scenario: A player who has passed stays out
      Given the actions "P1 bid 6S, P2 pass, P3 bid 6C"
      Then it is P1's turn
      When the actions "P1 bid 7S, P2 bid 7C" are taken
      Then the action is refused under BID-20

    @option:ref:three-player-continuous-auction @BID-09
    Scenario: Three passes throw the hand in
      When the actions "P1 pass, P2 pass, P3 pass" are taken
      Then the hand is thrown in

  @C-32 @BID-20
  Rule: BID-20 No misère, or misère by its value

    Scenario: Without the option misère is refused
      When the action "P1 bid MIS" is taken
      Then the action is refused under BID-20

    @option:ref:three-player-misere
    Scenario: Misère opens the auction with the option
      Then the legal bids include "MIS"
      And the legal bids exclude "OMIS"
      When the action "P1 bid MIS" is taken
      Then the action is accepted

    @option:ref:three-player-misere
    Scenario: Misère overcalls 8S, and 8C overcalls misère
      Given the actions "P1 bid 8S"
      When the actions "P2 bid MIS, P3 bid 8C" are taken
      Then the action is accepted
      And the contract is 8C by P3

    @option:ref:three-player-misere @BID-02
    Scenario: 8S does not overcall a standing misère
      Given the actions "P1 bid MIS"
      Then the legal bids exclude "8S"
      When the action "P2 bid 8S" is taken
      Then the action is refused under BID-02

    @option:ref:three-player-misere @BID-20
    Scenario: Open misère is still no bid of the three-player game
      When the action "P1 bid OMIS" is taken
      Then the action is refused under BID-20

    @option:ref:three-player-misere
    Scenario: The misère contractor plays alone and loses at the first trick taken
      Given the actions "P1 bid MIS, P2 pass, P3 pass, P1 discard 10D 9D 8C"
      Then the seats in play are "P1 P2 P3"
      When the actions "P1 play AS, P2 play 7D, P3 play AC" are taken
      Then trick 1 is won by P1
      And the hand is over after 1 tricks
      And the hand scores "P1 -250, P2 0, P3 0"

    @option:ref:three-player-misere
    Scenario Outline: A three-player misère scores 250 either way, the defenders nothing
      When P1 plays "MIS" and the tricks are "<tricks>"
      Then the sides score "<points>"

      Examples:
        | tricks        | points               |
        | P2 6, P3 4    | P1 250, P2 0, P3 0   |
        | P1 1, P2 2    | P1 -250, P2 0, P3 0  |
