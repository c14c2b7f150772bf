@three-player
Feature: The three-player deal
  The dealer gives three cards to each player, then three cards to the widow,
  then four cards to each player and finally three more to each player. Every
  round of packets starts with the player on the dealer's left and ends with
  the dealer. A pack is given top card first.

  With P3 dealing, cards 1-3 go to P1, 4-6 to P2, 7-9 to P3, 10-12 to the
  widow, 13-16 to P1, 17-20 to P2, 21-24 to P3, 25-27 to P1, 28-30 to P2 and
  31-33 to P3. The widow is called the kitty in the implementation's
  observation.

  The first pack runs down each suit in turn (spades, clubs, diamonds, hearts,
  then the joker), so the widow gets cards 10-12: KC QC JC.

  @DEAL-01
  Rule: DEAL-01 Ten cards to each player and three face down in the middle

    Scenario: After the deal every hand holds ten cards and the widow three
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And the kitty is "KC QC JC"

    Scenario Outline: Whoever deals, each player gets ten cards and the widow the same three
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And the kitty is "KC QC JC"

      Examples:
        | dealer |
        | P1     |
        | P2     |

  @DEAL-03
  Rule: DEAL-03 Three-player packets go 3, widow 3, 4, 3

    Scenario: A suit-by-suit pack dealt by P3
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then P1 holds "AS KS QS 10C 9C 8C 7C AH KH QH"
      And P2 holds "JS 10S 9S AD KD QD JD JH 10H 9H"
      And P3 holds "8S 7S AC 10D 9D 8D 7D 8H 7H JK"
      And the kitty is "KC QC JC"

    Scenario: A rank-by-rank pack dealt by P3
      Given P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H JK"
      Then P1 holds "AS AC AD JS JC JD JH 8S 8C 8D"
      And P2 holds "AH KS KC 10S 10C 10D 10H 8H 7S 7C"
      And P3 holds "KD KH QS 9S 9C 9D 9H 7D 7H JK"
      And the kitty is "QC QD QH"

    Scenario: The widow is the fourth packet, not the last three cards
      Given P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H JK"
      Then the kitty is "QC QD QH"
      And P3 holds "KD KH QS 9S 9C 9D 9H 7D 7H JK"

  @DEAL-04
  Rule: DEAL-04 Each round of packets starts left of the dealer and ends with the dealer

    Scenario Outline: The player on the dealer's left gets the first packet of every round
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then <left> holds "AS KS QS 10C 9C 8C 7C AH KH QH"
      And <right> holds "JS 10S 9S AD KD QD JD JH 10H 9H"
      And <dealer> holds "8S 7S AC 10D 9D 8D 7D 8H 7H JK"
      And the kitty is "KC QC JC"

      Examples:
        | dealer | left | right |
        | P3     | P1   | P2    |
        | P1     | P2   | P3    |
        | P2     | P3   | P1    |

  @DECIDE-36 @SEAT-03 @SEAT-04
  Rule: DECIDE-36 Seat names

    Scenario: Three players P1, P2 and P3 sit clockwise, each a side alone
      Given P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then the players are "P1 P2 P3" in turn order
      And the sides are "P1 P2 P3"

  @BID-01 @SEAT-03
  Rule: BID-01 The auction opens on the dealer's left and goes clockwise

    Scenario Outline: The player on the dealer's left speaks first after the deal
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C AD KD QD JD 10D 9D 8D 7D AH KH QH JH 10H 9H 8H 7H JK"
      Then it is <left>'s turn

      Examples:
        | dealer | left |
        | P3     | P1   |
        | P1     | P2   |
        | P2     | P3   |

  @DECK-02
  Rule: DECK-02 The three-player pack has 33 cards

    Scenario: The full pack in any order is accepted
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H JK"
      Then the action is accepted

    Scenario: A pack holding a 6 is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 6S 7C 7D 7H JK"
      Then the action is refused under DECK-02

    Scenario: The 43-card pack of the four-player game is refused
      When P3 deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then the action is refused under DECK-02

    Scenario: A pack with one card twice is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D AS JK"
      Then the action is refused under DECK-02

  @DECK-03
  Rule: DECK-03 Ten cards per player with three to spare

    Scenario: A pack one card short is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D JK"
      Then the action is refused under DECK-03

    Scenario: A pack two cards short is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C JK"
      Then the action is refused under DECK-03

    Scenario: The 33 cards give each of the three players ten and leave three for the widow
      Given P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H JK"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And P3 holds 10 cards
      And the kitty is "QC QD QH"

  @DECK-04
  Rule: DECK-04 There is exactly one joker

    Scenario: A pack with a second joker is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D JK JK"
      Then the action is refused under DECK-04

    Scenario: A pack without the joker is refused
      When P3 deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H"
      Then the action is refused
