@five-hand
Feature: The auction, the partners and misère at five
  The auction of the four-player game goes round the five seats until four
  players have passed (BID-08, DECIDE-55). The contractor then names one
  partner, or two at eight tricks or more, and takes up the kitty; the
  partners keep their seats and the play goes clockwise from the contractor's
  lead (SEAT-10, SEAT-11, DECIDE-53). A misère contractor names nobody and
  plays alone against the four others, who all play (MIS-06).

  P5 deals, so P1 calls first; the kitty is 2C 3D 2D.

  Background:
    Given the deal "p1-joker-top-hearts-5"

  @BID-08 @BID-07 @DECIDE-05
  Rule: BID-08 The auction runs until all players but one have passed

    Scenario: After three passes the auction is still open
      Given the actions "P1 bid 6H, P2 pass, P3 pass, P4 pass"
      Then it is P5's turn
      And the auction is still open

    Scenario: The fourth pass closes the auction, and the contractor names a partner before the kitty
      Given the actions "P1 bid 6H, P2 pass, P3 pass, P4 pass"
      When the action "P5 pass" is taken
      Then the action is accepted
      And the contract is 6H by P1
      And P1 holds 10 cards

    Scenario: A player who has passed is not asked again
      Given the actions "P1 pass, P2 bid 6S, P3 pass, P4 pass, P5 bid 6C"
      Then it is P2's turn

  @BID-12 @BID-13 @DECIDE-07
  Rule: BID-13 Misère needs a seven-level bid to be standing

    Scenario: Misère over 6NT is refused
      Given the actions "P1 bid 6NT"
      When the action "P2 bid MIS" is taken
      Then the action is refused under BID-13

    Scenario: Misère over a seven-level bid is accepted
      Given the actions "P1 bid 7S"
      When the action "P2 bid MIS" is taken
      Then the action is accepted

  @MIS-06 @SEAT-10 @KITTY-01
  Rule: MIS-06 At five, the misère contractor plays alone against the four others

    Scenario: The misère contractor names nobody and takes the kitty at once
      Given the actions "P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass"
      When the action "P1 pass" is taken
      Then the action is accepted
      And the contract is MIS by P2
      And P2 holds 13 cards
      And it is P2's turn

    Scenario: A partner named in misère is refused
      Given the actions "P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass"
      When the action "P2 partner P3" is taken
      Then the action is refused under SEAT-10

    @PLAY-08
    Scenario: All five play to the misère
      Given the actions "P1 bid 7S, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass, P2 discard 2C 3D 2D"
      Then the seats in play are "P1 P2 P3 P4 P5"

  @SEAT-10 @SEAT-03 @PLAY-01 @DECIDE-53
  Rule: SEAT-10 No fixed sides at five; the contractor names partners after the auction

    Scenario: Partners keep their seats: the contractor leads and the play goes clockwise
      Given the actions "P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass, P1 partner P3 P5, P1 discard 2C 3D 2D"
      Then the seats in play are "P1 P2 P3 P4 P5"
      And it is P1's turn
      When the action "P1 play AS" is taken
      Then the action is accepted
      And it is P2's turn

    Scenario: A partner is named once: a second naming is refused
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass, P1 partner P3"
      When the action "P1 partner P4" is taken
      Then the action is refused under SEAT-10

  @BID-05
  Rule: BID-05 The lowest bid is 6S and the highest 10NT

    Scenario: Blind misère is no bid of the five-player game
      Given the actions "P1 bid 7S"
      When the action "P2 bid BMIS" is taken
      Then the action is refused under BID-05

    @BID-15
    Scenario: Open misère needs no earlier bid
      When the action "P1 bid OMIS" is taken
      Then the action is accepted
