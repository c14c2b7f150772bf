@five-hand
Feature: The five-player table: the pack of 53, ten cards each, partners named after the auction
  Five players hold ten cards each from the 52-card pack and the joker
  (DECK-09), three go to the kitty, in the packets of the four-player deal
  (DEAL-10, DECIDE-54). Nobody has a partner in the auction: the contractor
  names one once it closes, or two at eight tricks or more, before taking up
  the kitty (SEAT-10, SEAT-11, DECIDE-53).

  P5 deals, so P1 calls first. P1 holds the joker, both red jacks and the top
  hearts; the kitty is 2C 3D 2D.

  Background:
    Given the deal "p1-joker-top-hearts-5"

  @DECK-09 @DECK-04 @DECIDE-48
  Rule: DECK-09 The five-player pack has 53 cards

    Scenario: The pack has 53 cards, the threes and twos among them
      Then the pack has 53 cards
      And the pack has 13 cards of suit S
      And the pack has 13 cards of suit C
      And the pack has 13 cards of suit D
      And the pack has 13 cards of suit H
      And the pack holds "3S 2S 3C 2C 3D 2D 3H 2H JK"
      And the pack does not hold "13H 12S 11D"

  @DEAL-10 @SEAT-03 @DECIDE-36
  Rule: DEAL-10 Five players get ten cards each, the kitty three

    Scenario: Every player starts with ten cards, and the kitty holds three
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And P4 holds 10 cards
      And P5 holds 10 cards
      And the kitty is "2C 3D 2D"

    Scenario: The table has the five seats P1 to P5 in turn order
      Then the players are "P1 P2 P3 P4 P5" in turn order

    Scenario: Each player scores alone
      Then the sides are "P1 P2 P3 P4 P5"

  @DEALER-01
  Rule: DEALER-01 The first dealer is named, so nobody draws for it

    Scenario: A draw for the first dealer is refused, whoever draws the lowest card
      When the players draw "P1 7S, P2 AH, P3 KC, P4 9D, P5 2C"
      Then the draw is refused under DEALER-01

  @SEAT-10 @DECIDE-53
  Rule: SEAT-10 No fixed sides at five; the contractor names partners after the auction

    Scenario: The auction closes with the contractor to name a partner, the kitty not yet taken
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass"
      When the action "P5 pass" is taken
      Then the action is accepted
      And it is P1's turn
      And P1 holds 10 cards
      And the legal actions are "P1 partner P2, P1 partner P3, P1 partner P4, P1 partner P5"

    Scenario: Once the partner is named the contractor takes up the kitty
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 partner P4" is taken
      Then the action is accepted
      And P1 holds 13 cards
      And it is P1's turn

    Scenario Outline: Only the contractor names, only other players, each once
      Given the actions "P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "<naming>" is taken
      Then the action is refused under SEAT-10

      Examples:
        | naming           |
        | P2 partner P3 P4 |
        | P1 partner P1 P3 |
        | P1 partner P3 P3 |

    Scenario: Nobody names a partner during the auction
      Given the actions "P1 bid 7H"
      When the action "P1 partner P3" is taken
      Then the action is refused under SEAT-10

    @KITTY-01
    Scenario: The contractor cannot discard before naming
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 discard 9H 10H QH" is taken
      Then the action is refused under KITTY-01

    Scenario: Nobody leads before the partner is named
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 play AS" is taken
      Then the action is refused under SEAT-10

  @SEAT-11
  Rule: SEAT-11 One partner up to seven tricks, two from eight tricks

    Scenario Outline: The number of partners follows the contract's level
      Given the actions "P1 bid <contract>, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "<naming>" is taken
      Then the action is <outcome>

      Examples:
        | contract | naming           | outcome              |
        | 6H       | P1 partner P3    | accepted             |
        | 6H       | P1 partner P3 P4 | refused under SEAT-11 |
        | 7NT      | P1 partner P3 P4 | refused under SEAT-11 |
        | 8H       | P1 partner P3    | refused under SEAT-11 |
        | 8H       | P1 partner P3 P4 | accepted             |
        | 10H      | P1 partner P2 P5 | accepted             |
