@three-player
Feature: The draw for the first dealer
  Before the first hand each player draws one card, and whoever draws the
  lowest deals first. Aces count low and the joker lowest of all: JK, then A,
  then 7, 8, 9, 10, J, Q, K. Suits never break a tie: when two or more players
  share the lowest rank, only they draw again, until one card is lowest.
  After every hand the deal passes to the left.

  @DEALER-02
  Rule: DEALER-02 In the three-player game the lowest card drawn deals first

    Scenario: The joker is the lowest card of all
      When the players draw "P1 JK, P2 AH, P3 7C"
      Then P1 deals

    Scenario: The ace counts low, below the 7
      When the players draw "P1 7C, P2 KH, P3 AS"
      Then P3 deals

    Scenario Outline: The lowest card deals
      When the players draw "<draw>"
      Then <dealer> deals

      Examples:
        | draw                 | dealer |
        | P1 9S, P2 8D, P3 10H | P2     |
        | P1 KS, P2 QS, P3 JS  | P3     |
        | P1 7H, P2 JK, P3 AC  | P2     |
        | P1 AD, P2 KC, P3 QC  | P1     |
        | P1 10C, P2 JD, P3 QH | P1     |

    Scenario: A tie for lowest must be drawn again
      When the players draw "P1 AS, P2 AD, P3 KH"
      Then the draw is refused under DEALER-02

    Scenario: Suits do not separate cards of the same rank
      When the players draw "P1 7S, P2 7H, P3 9C"
      Then the draw is refused under DEALER-02

    Scenario: The redraw settles a tie
      When the players draw "P1 7S, P2 7H, P3 9C"
      And they draw again "P1 10C, P2 JD"
      Then P1 deals

    Scenario Outline: One card cannot be drawn twice, even when it is not the lowest
      When the players draw "<draw>"
      Then the draw is refused under DEALER-02

      Examples:
        | draw                 |
        | P1 7C, P2 KH, P3 KH  |
        | P1 QD, P2 8S, P3 QD  |

    Scenario: One card cannot be drawn twice in a redraw
      When the players draw "P1 AS, P2 AD, P3 KH"
      And they draw again "P1 9S, P2 9S"
      Then the draw is refused under DEALER-02

    @DECK-02
    Scenario: A card outside the 33-card pack cannot be drawn
      When the players draw "P1 6S, P2 AH, P3 7C"
      Then the draw is refused under DECK-02

  @DECIDE-04
  Rule: DECIDE-04 Ties in the three-player draw for first dealer

    Scenario: Only the two players tied for lowest draw again
      When the players draw "P1 AS, P2 AD, P3 KH"
      And they draw again "P1 9S, P2 8D"
      Then P2 deals

    Scenario: The player who drew higher takes no part in the redraw
      When the players draw "P1 AS, P2 AD, P3 KH"
      And they draw again "P1 9S, P2 8D, P3 7C"
      Then the draw is refused under DECIDE-04

    Scenario: A tied player may not sit out the redraw
      When the players draw "P1 AS, P2 AD, P3 KH"
      And they draw again "P1 9S"
      Then the draw is refused under DECIDE-04

    Scenario: Three players tied all draw again
      When the players draw "P1 8S, P2 8D, P3 8H"
      And they draw again "P1 KS, P2 QD, P3 9C"
      Then P3 deals

    Scenario: A second tie is drawn again by the players still tied
      When the players draw "P1 8S, P2 8D, P3 8H"
      And they draw again "P1 JS, P2 QD, P3 JC"
      And they draw again "P1 KC, P3 AH"
      Then P3 deals

    @DEALER-02
    Scenario: A tie left unresolved by the last redraw is refused
      When the players draw "P1 8S, P2 8D, P3 8H"
      And they draw again "P1 JS, P2 QD, P3 JC"
      Then the draw is refused under DEALER-02

    Scenario: The joker holder never ties, as there is one joker
      When the players draw "P1 AS, P2 JK, P3 AD"
      Then P2 deals
