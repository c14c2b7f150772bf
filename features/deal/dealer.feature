@australian
Feature: Choosing the dealer and the order of the pack
  The first dealer of an Australian game is chosen by chance, so a scenario
  simply names the dealer, and any of the four seats may be named. The shuffle
  and the cut are not modelled either: a hand is given by the order of the
  pack just before the deal, top card first, and the same order dealt by the
  same dealer always gives the same hands and kitty.

  The suit-by-suit pack runs down spades, clubs, diamonds and hearts, then
  the joker; the rank-by-rank pack runs down the aces, the kings and so on,
  then the red fours and the joker.

  Rule: The first dealer is named, not drawn

    @DEAL-04 @BID-01 @DEALER-01
    Scenario Outline: Any seat may deal the first hand
      Given <dealer> deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then <dealer> holds "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And it is <left>'s turn

      Examples:
        | dealer | left |
        | N      | E    |
        | E      | S    |
        | S      | W    |
        | W      | N    |

    @DEALER-03 @DECIDE-02
    Scenario Outline: A game begins with the dealer it is given
      Given the scores are "NS 0, EW 0" with <dealer> to deal
      When the hand is thrown in
      Then it is <next>'s deal
      And the scores are "NS 0, EW 0"

      Examples:
        | dealer | next |
        | W      | N    |
        | S      | W    |

  @DEALER-04 @DECIDE-03
  Rule: DEALER-04 Shuffling and cutting are not modelled

    Scenario: The suit-by-suit pack dealt twice by W gives the same hands twice
      When W deals the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK" twice
      Then each deal gives N the cards "AS KS QS JC 10C 9C 8C 4D AH KH"
      And each deal gives E the cards "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And each deal gives S the cards "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And each deal gives W the cards "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And each deal leaves the kitty "QC 5D JK"

    Scenario: The rank-by-rank pack dealt twice by W gives the same hands twice
      When W deals the pack "AS AC AD AH KS KC KD KH QS QC QD QH JS JC JD JH 10S 10C 10D 10H 9S 9C 9D 9H 8S 8C 8D 8H 7S 7C 7D 7H 6S 6C 6D 6H 5S 5C 5D 5H 4D 4H JK" twice
      Then each deal gives N the cards "AS AC AD JC JD JH 10S 7D 7H 6S"
      And each deal gives E the cards "AH KS KC 10C 10D 10H 9S 6C 6D 6H"
      And each deal gives S the cards "KD KH QS 9C 9D 9H 8S 5S 5C 5D"
      And each deal gives W the cards "QC QD QH 8C 8D 8H 7S 5H 4D 4H"
      And each deal leaves the kitty "JS 7C JK"

    Scenario: The same pack dealt by E instead of W gives W's hands one seat further on
      When E deals the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK" twice
      Then each deal gives S the cards "AS KS QS JC 10C 9C 8C 4D AH KH"
      And each deal gives W the cards "JS 10S 9S 7C 6C 5C AD QH JH 10H"
      And each deal gives N the cards "8S 7S 6S KD QD JD 10D 9H 8H 7H"
      And each deal gives E the cards "5S AC KC 9D 8D 7D 6D 6H 5H 4H"
      And each deal leaves the kitty "QC 5D JK"
