@six-hand @six-hand-pairs
Feature: The six-player table: the pack of 63, ten cards each, the ranks above the ten
  Six players hold ten cards each from a pack of 63 (DECK-08): the 52 cards,
  the 11s and 12s of every suit, the red 13s and the joker. The 13, 12 and 11
  rank between the 10 and the jack (RANK-10). The packets are those of the
  four-player deal (DEAL-09, DECIDE-51).

  P6 deals, so P1 calls first. With "P1 bid 8H" and five passes P1 is
  contractor with hearts as trumps.

  Background:
    Given the deal "p1-joker-top-hearts-6"

  @DECK-08 @DECK-04 @DECIDE-48
  Rule: DECK-08 The six-player pack has 63 cards

    Scenario: The pack has 63 cards, the 11s, the 12s and the red 13s among them
      Then the pack has 63 cards
      And the pack has 15 cards of suit S
      And the pack has 15 cards of suit C
      And the pack has 16 cards of suit D
      And the pack has 16 cards of suit H
      And the pack holds "13H 13D 12S 12C 11D 11H 3S 2C JK"
      And the pack does not hold "13S 13C"

  @DEAL-09 @SEAT-03 @DECIDE-36
  Rule: DEAL-09 Six players get ten cards each, the kitty three

    Scenario: Every player starts with ten cards, and the kitty holds three
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And P4 holds 10 cards
      And P5 holds 10 cards
      And P6 holds 10 cards
      And the kitty is "4D 3D 2D"

    Scenario: The table has the six seats P1 to P6 in turn order
      Then the players are "P1 P2 P3 P4 P5 P6" in turn order

  @RANK-10 @RANK-02 @RANK-05 @DECIDE-48
  Rule: RANK-10 The 13, 12 and 11 rank between the 10 and the jack

    Scenario Outline: Which card takes a trick, by contract
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick                   | winner |
        | 7NT      | 10H 11H 13H 12H 2S 9H   | 13H    |
        | 7NT      | 13D 12D JD 11D 10D AS   | JD     |
        | 7NT      | 11C 10C 9C 2C 3C 4C     | 11C    |
        | 7S       | 12S 11S 10S QS 2S 3S    | QS     |
        | 7S       | AH KH 13H 12H 11H 2S    | 2S     |
        | 7S       | 12S JC 11S AS 13H 2S    | JC     |
        | 7H       | 13H 12H 11H 10H JD 2H   | JD     |

  @DEALER-01
  Rule: DEALER-01 The first dealer is named, so nobody draws for it

    Scenario: A draw for the first dealer is refused, whoever draws the lowest card
      When the players draw "P1 7S, P2 AH, P3 KC, P4 9D, P5 2C, P6 13H"
      Then the draw is refused under DEALER-01
