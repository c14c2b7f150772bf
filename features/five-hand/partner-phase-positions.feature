@five-hand
Feature: Positions in the partner phase, before the kitty is taken up
  A position may open where the auction has just closed and the contractor
  is still to name partners, or to call cards under var:called-card: its
  third field gives the kitty not yet taken up (kitty 2C 3D 2D), every seat
  holds its ten dealt cards, and nothing is named, called, discarded or
  played yet (SEAT-10, SEAT-12; spec/pages/positions.md). A contract that
  takes no partner, as misère, has no such phase: its contractor takes the
  kitty up at once (MIS-06). The positions refused are in bad-positions.feature.

  @SEAT-10 @DECIDE-53
  Rule: SEAT-10 The contractor names partners before taking up the kitty

    Scenario: At 8H P1 names two partners from the position, then holds thirteen cards
      Given the position "dealer P5, P1 8H | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | kitty 2C 3D 2D | - | - | P1 to play"
      Then the legal actions are "P1 partner P2 P3, P1 partner P2 P4, P1 partner P2 P5, P1 partner P3 P4, P1 partner P3 P5, P1 partner P4 P5"
      When the action "P1 partner P3 P5" is taken
      Then the action is accepted
      And P1 holds 13 cards
      And the partners of the hand are "P3 P5"

  @SEAT-12 @DECIDE-63 @option:var:called-card
  Rule: SEAT-12 Under the called-card game the contractor calls cards before taking up the kitty

    Scenario: At 7H P1 calls the queen of diamonds from the position: P4 holds it
      Given the position "dealer P5, P1 7H | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | kitty 2C 3D 2D | - | - | P1 to play"
      When the action "P1 call QD" is taken
      Then the action is accepted
      And P1 holds 13 cards
      And the partners of the hand are "P4"
      And P4 sees the partners "P4"
      And P2 sees the partners "none"

    Scenario: A position after the call gives the called cards, and the partners follow from the holdings
      Given the position "dealer P5, P1 8H, called KS KC | P1 JK JH JD AH KH QH 10H 9H AS AC 2C 3D 2D, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | discards ? | - | - | P1 to play"
      Then the partners of the hand are "P2 P3"
      And the called cards are "KS KC"
      And P3 sees the partners "P3"
