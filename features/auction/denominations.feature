@australian
Feature: Trick bids and the order of denominations
  A trick bid names a number of tricks from 6 to 10 and a denomination: a
  trump suit, or no trumps. The bidder's side undertakes to win at least that
  many tricks; at no trumps the joker is the only card above the suits. At
  the same number of tricks the denominations rank, from the lowest,
  spades, clubs, diamonds, hearts, no trumps, and the score table follows
  the same order. The auction itself goes by the bid ladder, in which misère
  sits between the seven and the eight level although it is worth more than
  8S.

  W deals, so N calls first, then E, S and W.

  Background:
    Given the deal "n-joker-top-hearts"

  @SUIT-01
  Rule: SUIT-01 Denominations rank NT, hearts, diamonds, clubs, spades

    Scenario Outline: A higher denomination for the same number of tricks overcalls
      Given the actions "N bid <standing>"
      When the action "E bid <bid>" is taken
      Then the action is accepted

      Examples:
        | standing | bid  |
        | 6S       | 6C   |
        | 6C       | 6D   |
        | 6D       | 6H   |
        | 6H       | 6NT  |
        | 7S       | 7NT  |
        | 8C       | 8H   |
        | 10S      | 10C  |
        | 10H      | 10NT |

    @BID-02
    Scenario Outline: A lower denomination for the same number of tricks is refused
      Given the actions "N bid <standing>"
      When the action "E bid <bid>" is taken
      Then the action is refused under BID-02

      Examples:
        | standing | bid |
        | 6C       | 6S  |
        | 7D       | 7C  |
        | 7NT      | 7H  |
        | 9H       | 9D  |
        | 10H      | 10D |

    Scenario: Over 6S every other denomination of the six level may be bid
      Given the actions "N bid 6S"
      Then the legal bids include "6C 6D 6H 6NT"
      And the legal bids exclude "6S"

    Scenario: Over 7H the only seven-level trick bid left is 7NT
      Given the actions "N bid 7H"
      Then the legal bids include "7NT"
      And the legal bids exclude "7S 7C 7D 7H"

  @SUIT-02
  Rule: SUIT-02 At equal tricks the higher denomination is also worth more

    Scenario: 8C, worth 260, overcalls 8S, worth 240
      Given the actions "N bid 8S"
      When the action "E bid 8C" is taken
      Then the action is accepted
      When E plays "8C" and the contractor's side takes 8 tricks
      Then side EW scores 260
      When E plays "8S" and the contractor's side takes 8 tricks
      Then side EW scores 240

    Scenario Outline: The value of an eight-trick contract rises with its denomination
      When N plays "<contract>" and the contractor's side takes 8 tricks
      Then side NS scores <value>

      Examples:
        | contract | value |
        | 8S       | 240   |
        | 8C       | 260   |
        | 8D       | 280   |
        | 8H       | 300   |
        | 8NT      | 320   |

    @BID-12
    Scenario: 8S overcalls misère although misère is worth more
      Given the actions "N bid 7NT, E bid MIS"
      When the action "S bid 8S" is taken
      Then the action is accepted
      When S plays "8S" and the contractor's side takes 8 tricks
      Then side NS scores 240
      When E plays "MIS" and the contractor's side takes 0 tricks
      Then side EW scores 250

    @BID-12 @BID-02
    Scenario: Misère over 8S is refused although misère is worth more
      Given the actions "N bid 8S"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

  @BID-03 @american
  Rule: BID-03 A trick bid gives 6 to 10 tricks plus a trump suit

    Scenario: N's 8D is the contract with diamonds as trumps
      When the actions "N bid 8D, E pass, S pass, W pass" are taken
      Then the contract is 8D by N

    Scenario: Under 8D the joker and both red jacks are diamonds
      Given the contract is "8D"
      Then the card JK counts as suit D
      And the card JH counts as suit D
      And the card JD counts as suit D
      And the card JS counts as suit S

    Scenario Outline: 8D is made with at least 8 tricks and lost with fewer
      When N plays "8D" and the contractor's side takes <tricks> tricks
      Then the table counts the contract as <verdict>
      And side NS scores <points>

      Examples:
        | tricks | verdict | points |
        | 8      | made    | 280    |
        | 9      | made    | 280    |
        | 7      | lost    | -280   |

    Scenario Outline: A bid that names no denomination is refused
      When the action "N bid <text>" is taken
      Then the action is refused under BID-03
      And it is N's turn

      Examples:
        | text |
        | 8    |
        | 8X   |
        | 8N   |

  @BID-04 @american
  Rule: BID-04 A no-trump bid gives 6 to 10 tricks without trumps

    Scenario: N's 7NT is the contract
      When the actions "N bid 7NT, E pass, S pass, W pass" are taken
      Then the contract is 7NT by N

    Scenario: At 7NT the jacks keep their suits and the joker has none
      Given the contract is "7NT"
      Then the card JH counts as suit H
      And the card JD counts as suit D
      And the card JK counts as suit none

    Scenario: At 7NT the joker thrown on a spade lead takes the trick
      Given the contract is "7NT"
      Then the trick "AS KS QS JK" is won by the card JK

    Scenario Outline: 7NT is made with at least 7 tricks and lost with fewer
      When N plays "7NT" and the contractor's side takes <tricks> tricks
      Then the table counts the contract as <verdict>
      And side NS scores <points>

      Examples:
        | tricks | verdict | points |
        | 7      | made    | 220    |
        | 10     | made    | 250    |
        | 6      | lost    | -220   |
