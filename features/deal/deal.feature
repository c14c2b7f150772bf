@australian @american
Feature: The deal
  The dealer hands out the 43 cards in packets of 3, 1, 4, 1, 3 and 1: three
  cards to each player, one to the kitty, four to each player, one to the
  kitty, three to each player and the last card to the kitty. Every round of
  packets starts with the player on the dealer's left and ends with the
  dealer. A pack is given top card first.

  The first pack runs down each suit in turn (spades, clubs, diamonds, hearts,
  then the joker), so with W dealing the kitty gets cards 13, 30 and 43: QC,
  5D and JK.

  @DEAL-01
  Rule: DEAL-01 Ten cards to each player and three face down in the middle

    Scenario: After the deal every hand holds ten cards and the kitty three
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
      And the kitty is "QC 5D JK"

    Scenario Outline: Whoever deals, each player gets ten cards and the kitty the same three
      Given <dealer> deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK"
      Then N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
      And the kitty is "JS 7C JK"

      Examples:
        | dealer |
        | N      |
        | E      |
        | S      |

  @DEAL-02
  Rule: DEAL-02 Four-player packets go 3-1-4-1-3-1

    Scenario: A suit-by-suit pack dealt by W
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then N holds "AS KS QS JC 10C 9C 8C 4D AH KH"
      And E holds "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And S holds "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And W holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And the kitty is "QC 5D JK"

    Scenario: A rank-by-rank pack dealt by W
      Given W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK"
      Then N holds "AS AC AD JC JD JH 10S 7D 7H 6S"
      And E holds "AH KS KC 10C 10D 10H 9S 6C 6D 6H"
      And S holds "KD KH QS 9C 9D 9H 8S 5S 5C 5D"
      And W holds "QC QD QH 8C 8D 8H 7S 5H 4D 4H"
      And the kitty is "JS 7C JK"

  @DEAL-04
  Rule: DEAL-04 Each round of packets starts left of the dealer and ends with the dealer

    Scenario Outline: The player on the dealer's left gets the first packet of every round
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then <left> holds "AS KS QS JC 10C 9C 8C 4D AH KH"
      And <across> holds "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And <right> holds "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And <dealer> holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And the kitty is "QC 5D JK"

      Examples:
        | dealer | left | across | right |
        | W      | N    | E      | S     |
        | N      | E    | S      | W     |
        | E      | S    | W      | N     |
        | S      | W    | N      | E     |

    Scenario: E deals a rank-by-rank pack, so S gets the first packet
      Given E deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK"
      Then S holds "AS AC AD JC JD JH 10S 7D 7H 6S"
      And W holds "AH KS KC 10C 10D 10H 9S 6C 6D 6H"
      And N holds "KD KH QS 9C 9D 9H 8S 5S 5C 5D"
      And E holds "QC QD QH 8C 8D 8H 7S 5H 4D 4H"
      And the kitty is "JS 7C JK"

  @BID-01
  Rule: BID-01 The auction opens on the dealer's left and goes clockwise

    Scenario Outline: The player on the dealer's left speaks first after the deal
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then it is <left>'s turn

      Examples:
        | dealer | left |
        | W      | N    |
        | N      | E    |
        | E      | S    |
        | S      | W    |

  @DECK-01
  Rule: DECK-01 The four-player pack has 43 cards

    Scenario: The full pack in any order is accepted
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK"
      Then the action is accepted

    Scenario: A pack with one card twice is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D AS JK"
      Then the action is refused under DECK-01

    Scenario: A pack holding a card from outside the 43 is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4S JK"
      Then the action is refused under DECK-01

  @DECK-03
  Rule: DECK-03 Ten cards per player with three to spare

    Scenario: A pack one card short is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D JK"
      Then the action is refused under DECK-03

    Scenario: A pack two cards short is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H JK"
      Then the action is refused under DECK-03

    Scenario: The 43 cards give each of the four players ten and leave three for the kitty
      Given W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK"
      Then N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
      And the kitty is "JS 7C JK"

  @DECK-04
  Rule: DECK-04 There is exactly one joker

    Scenario: A pack with a second joker is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D JK JK"
      Then the action is refused under DECK-04

    Scenario: A pack without the joker is refused
      When W deals from the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H"
      Then the action is refused

  @DEAL-05
  Rule: DEAL-05 Nobody sees the kitty before the contractor takes it

    Scenario: During the auction the kitty cards are in nobody's hand
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      And the actions "N bid 7S, E pass, S pass"
      Then N holds "AS KS QS JC 10C 9C 8C 4D AH KH"
      And E holds "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And S holds "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And W holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And the kitty is "QC 5D JK"
      And the auction is still open

    Scenario: Only the contractor picks up the kitty when the auction closes
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      When the actions "N bid 7S, E pass, S pass, W pass" are taken
      Then N holds "AS KS QS JC 10C 9C 8C 4D AH KH QC 5D JK"
      And E holds "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And S holds "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And W holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"

    Scenario: A thrown-in hand leaves the kitty unseen in the middle
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in
      And N holds 10 cards
      And E holds 10 cards
      And S holds 10 cards
      And W holds 10 cards
