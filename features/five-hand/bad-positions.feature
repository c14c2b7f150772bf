@five-hand
Feature: Positions of the five-player game that no hand reaches are refused
  As for the four-player game (features/options/bad-positions.feature), an implementation that
  opens positions refuses one that no hand of the variant can reach, naming the field and the
  rule it breaks: here positions of the partner phase, with the kitty not yet taken up, and
  positions after a call of cards under var:called-card (spec/pages/positions.md, "The partner
  phase"). An implementation that does not open positions is not asked these cases: there is
  no route from a deal to a position no hand reaches.

  @SEAT-10 @DECIDE-53
  Rule: SEAT-10 The contractor names partners before taking up the kitty

    Scenario: A position in the partner phase with its partners already named is refused
      When the position "dealer P5, P1 7H, partners P3 | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | kitty 2C 3D 2D | - | - | P1 to play" is opened
      Then the position is refused under SEAT-10

    Scenario: A position in the partner phase with another seat to act is refused
      When the position "dealer P5, P1 7H | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | kitty 2C 3D 2D | - | - | P2 to play" is opened
      Then the position is refused under SEAT-10

    @MIS-06
    Scenario: A misère has no partner phase: a position giving its kitty apart is refused
      When the position "dealer P5, P1 MIS | P1 JK JH JD AH KH QH 10H 9H AS AC, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | kitty 2C 3D 2D | - | - | P1 to play" is opened
      Then the position is refused under MIS-06

  @SEAT-12 @option:var:called-card
  Rule: SEAT-12 Under the called-card game the cards called find the partners

    @SEAT-13
    Scenario: A position showing as partner a seat that holds no called card is refused
      When the position "dealer P5, P1 7H, partners P5, called KS | P1 JK JH JD AH KH QH 10H 9H AS AC 2C 3D 2D, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | discards ? | - | - | P1 to play" is opened
      Then the position is refused under SEAT-13

    @SEAT-11
    Scenario: A position after the call with one card called at 8H is refused
      When the position "dealer P5, P1 8H, called KS | P1 JK JH JD AH KH QH 10H 9H AS AC 2C 3D 2D, P2 KS QS JS 10S 9S 8S 7S 6S 5S 4S, P3 KC QC JC 10C 9C 8C 7C 6C 5C 4C, P4 AD KD QD 10D 9D 8D 7D 6D 5D 4D, P5 8H 7H 6H 5H 4H 3H 2H 3S 2S 3C | discards ? | - | - | P1 to play" is opened
      Then the position is refused under SEAT-11
