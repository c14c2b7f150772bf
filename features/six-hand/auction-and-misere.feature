@six-hand @six-hand-pairs
Feature: The auction and misère at six
  The auction of the four-player game goes on round the six seats until five
  players have passed (BID-08, DECIDE-50). A misère contractor plays alone:
  with sides of three both partners sit out, with sides of two the one
  partner does, so a trick holds four or five cards (MIS-05).

  P6 deals, so P1 calls first; the kitty is 4D 3D 2D.

  Background:
    Given the deal "p1-joker-top-hearts-6"

  @BID-08 @BID-07 @DECIDE-05
  Rule: BID-08 The auction runs until all players but one have passed

    Scenario: After four passes the auction is still open
      Given the actions "P1 bid 6H, P2 pass, P3 pass, P4 pass, P5 pass"
      Then it is P6's turn

    Scenario: The fifth pass closes the auction, and the contractor takes up the kitty
      Given the actions "P1 bid 6H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P6 pass" is taken
      Then the action is accepted
      And P1 holds 13 cards

    Scenario: A player who has passed is not asked again
      Given the actions "P1 pass, P2 bid 6S, P3 pass, P4 pass, P5 pass, P6 bid 6C"
      Then it is P2's turn

  @BID-12 @BID-13 @DECIDE-07
  Rule: BID-13 Misère needs a seven-level bid to be standing

    Scenario: Misère over 6NT is refused, over 7S accepted
      Given the actions "P1 bid 6NT"
      When the action "P2 bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Misère over a seven-level bid is accepted
      Given the actions "P1 bid 7S"
      When the action "P2 bid MIS" is taken
      Then the action is accepted

  @MIS-05 @BID-11 @DECIDE-25
  Rule: MIS-05 At six, the misère contractor plays alone against the other sides

    Scenario Outline: The misère contractor's partners sit out
      Given the actions "P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P6 pass, P1 pass, P2 discard 4D 3D 2D"
      Then the seats in play are "<seats>"

      Examples:
        | variant        | seats          |
        | six-hand       | P1 P2 P3 P5    |
        | six-hand-pairs | P1 P2 P3 P4 P6 |

    Scenario Outline: A partner who sits out may not play, even to a trick already led
      Given the actions "P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P6 pass, P1 pass, P2 discard 4D 3D 2D, P2 play 6S"
      When the action "<play>" is taken
      Then the action is refused under MIS-05

      Examples:
        | variant        | play         |
        | six-hand       | P4 play AD   |
        | six-hand       | P6 play 5S   |
        | six-hand-pairs | P5 play 11H  |

  @BID-05
  Rule: BID-05 The lowest bid is 6S and the highest 10NT

    Scenario: Blind misère is no bid of the six-player game
      Given the actions "P1 bid 7S"
      When the action "P2 bid BMIS" is taken
      Then the action is refused under BID-05

    @BID-15
    Scenario: Open misère needs no earlier bid
      When the action "P1 bid OMIS" is taken
      Then the action is accepted
