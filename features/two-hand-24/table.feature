@two-hand-24
Feature: The 24-card two-hand table: two players, the short pack, a widow of four
  Two players each play for themselves with 24 cards: A K Q J 10 9 in every
  suit and no joker. The deal gives 3 cards to each player, 4 to the widow,
  4 to each player and 3 to each player, always starting on the dealer's
  left, so each player holds ten and the widow four. No third hand is dealt.

  @DECK-07
  Rule: DECK-07 The 24-card two-hand pack

    Scenario: The pack has 24 cards
      Then the pack has 24 cards

    Scenario: Every suit runs from the ace down to the nine
      Then the pack holds "AS KS QS JS 10S 9S AC KC QC JC 10C 9C"
      And the pack holds "AD KD QD JD 10D 9D AH KH QH JH 10H 9H"

    Scenario: No eight, no seven and no joker
      Then the pack does not hold "8S 8C 8D 8H 7S 7C 7D 7H JK"

    Scenario Outline: Each suit has six cards
      Then the pack has 6 cards of suit <suit>

      Examples:
        | suit |
        | S    |
        | C    |
        | D    |
        | H    |

  @DEAL-08 @DEAL-04 @DECIDE-46 @DECIDE-03
  Rule: DEAL-08 Two-hand 24-card deal, ten each and a widow of four

    Scenario: P2 deals 3 each, 4 to the widow, 4 each and 3 each, P1 first
      Given P2 deals from the pack "JH AH KH AS KS AC 9S 10C QD 10D 10H JD 9D 9C QH 9H QS JS 10S KC QC JC AD KD"
      Then P1 holds "JH AH KH 10H JD 9D 9C 10S KC QC"
      And P2 holds "AS KS AC QH 9H QS JS JC AD KD"
      And the kitty is "9S 10C QD 10D"

    Scenario: When P1 deals, P2 receives the first packet
      Given P1 deals from the pack "JH AH KH AS KS AC 9S 10C QD 10D 10H JD 9D 9C QH 9H QS JS 10S KC QC JC AD KD"
      Then P2 holds "JH AH KH 10H JD 9D 9C 10S KC QC"
      And P1 holds "AS KS AC QH 9H QS JS JC AD KD"
      And the kitty is "9S 10C QD 10D"

    Scenario: Each player holds ten cards and the widow four
      Given the deal "two-hand-24-p1-hearts"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And the kitty is "9S 10C QD 10D"

  @SEAT-07 @SEAT-03 @DECIDE-36
  Rule: SEAT-07 Two players, each alone against the other

    Scenario: Two players, each a side of their own
      Given the deal "two-hand-24-p1-hearts"
      Then the players are "P1 P2" in turn order
      And the sides are "P1 P2"

    Scenario: The player who did not win the auction defends alone
      Given the deal "two-hand-24-p1-hearts"
      When the actions "P1 bid 7H, P2 pass, P1 discard 9C 10C 9D 10D" are taken
      Then the contract is 7H by P1
      And the seats in play are "P1 P2"

  @RANK-08 @RANK-02 @RANK-03
  Rule: RANK-08 How many cards each suit holds once trumps are fixed

    Scenario Outline: Seven trumps, five in the suit of the same colour, six in the others
      Then with contract "<contract>" there are <trumps> cards of suit <trump>
      And with contract "<contract>" there are <partner> cards of suit <same>
      And with contract "<contract>" there are 6 cards of suit <other>

      Examples:
        | contract | trump | trumps | same | partner | other |
        | 7H       | H     | 7      | D    | 5       | S     |
        | 7C       | C     | 7      | S    | 5       | D     |

    Scenario: At no trumps every suit keeps its six cards
      Then with contract "7NT" there are 6 cards of suit H
      And with contract "7NT" there are 6 cards of suit S

  @DEALER-02 @DECIDE-04
  Rule: DEALER-02 The lowest card drawn deals first

    Scenario: The ace counts low
      When the players draw "P1 AH, P2 9C"
      Then P1 deals

    Scenario: Two cards of the same rank draw again
      When the players draw "P1 AS, P2 AD"
      And they draw again "P1 10C, P2 JD"
      Then P1 deals
