@three-player
Feature: Scope of the three-player game
  What the three-player rules page leaves out, as the reference engine plays
  it: exactly three seats, the 33-card pack and no other, and a deal that
  depends only on the pack order and the dealer (no shuffle or cut).

  @SEAT-01 @DECIDE-01
  Rule: SEAT-01 Only the three-seat table of this game is specified

    @DECIDE-36
    Scenario: The three seats are P1, P2 and P3 in turn order
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then the players are "P1 P2 P3" in turn order
      And it is P1's turn

    @DECIDE-36
    Scenario Outline: A call from a seat of the four-player table is refused and the turn stays with P1
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      When the action "<call>" is taken
      Then the action is refused under DECIDE-36
      And it is P1's turn

      Examples:
        | call     |
        | N bid 7S |
        | P4 pass  |

  @DECK-05
  Rule: DECK-05 No pack is given for other table sizes

    Scenario: The 33-card pack holds no card below the seven
      Then the pack has 33 cards
      And the pack does not hold "6S 6C 6D 6H 5S 4D 4H 2C"
      And the pack holds "7S 7C 7D 7H JK"

  @DEALER-04 @DECIDE-03
  Rule: DEALER-04 Shuffling and cutting are not modelled

    Scenario: The suit-by-suit pack dealt twice by P3 gives the same hands twice
      When P3 deals the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK" twice
      Then each deal gives P1 the cards "AS KS QS 10C 9C 8C 7C AH KH QH"
      And each deal gives P2 the cards "JS 10S 9S AD KD QD JD JH 10H 9H"
      And each deal gives P3 the cards "8S 7S AC 10D 9D 8D 7D 8H 7H JK"
      And each deal leaves the kitty "KC QC JC"
