@american
Feature: The American auction: one call each, bids ranked by value
  In the American game every player, from the dealer's left, makes one call:
  a bid or a pass. The auction closes after the dealer's call and the
  highest bid is the contract, so nobody answers an overcall. Bids rank by
  their value in the Avondale table. Lowest first: 6S 6C 6D 6H 6NT, 7S to
  7NT, 8S (240), MIS (nullo, 250), 8C (260) up to 10D, OMIS (open nullo,
  500), 10H (500), 10NT. Nullo needs no earlier bid; open nullo ties with
  10H and sits just below it. There is no blind nullo.

  W deals the same cards in every scenario, so N calls first and W last.

  Background:
    Given the deal "e-seven-hearts"

  @BID-25
  Rule: BID-25 The American auction is one call each

    Scenario: One round of four calls fixes the contract
      When the actions "N bid 6S, E pass, S bid 7D, W pass" are taken
      Then the contract is 7D by S
      And it is S's turn

    Scenario: A call after the round is refused
      Given the actions "N bid 6S, E pass, S bid 7D, W pass"
      When the action "N bid 8S" is taken
      Then the action is refused under BID-25
      And the contract is 7D by S

    Scenario: The overcalled player gets no second turn
      When the actions "N bid 6S, E bid 7H, S pass, W pass" are taken
      Then the contract is 7H by E

    Scenario: The dealer calls last, after three passes
      Given the actions "N pass, E pass, S pass"
      Then it is W's turn
      When the action "W bid 6S" is taken
      Then the contract is 6S by W

    Scenario: Four passes in the one round throw the hand in
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in

    Scenario: A player who has passed cannot call again
      Given the actions "N pass, E bid 6S, S pass, W pass"
      When the action "N bid 7S" is taken
      Then the action is refused under BID-25

    @BID-01
    Scenario: A call out of turn is refused
      Given the actions "N bid 6S"
      When the action "S bid 7S" is taken
      Then the action is refused under BID-01
      And it is E's turn

  @BID-24
  Rule: BID-24 American bids rank by value, nullo between 8S and 8C

    Scenario: Every bid of the ladder may open the auction
      Then the legal bids are "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S MIS 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: Nullo, worth 250, overcalls 8S, worth 240
      Given the actions "N bid 8S"
      When the action "E bid MIS" is taken
      Then the action is accepted
      And it is S's turn

    Scenario: Over 8S the legal bids start with nullo
      Given the actions "N bid 8S"
      Then the legal bids are "MIS 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: Nullo over 8S becomes the contract
      When the actions "N bid 8S, E bid MIS, S pass, W pass" are taken
      Then the contract is MIS by E

    Scenario: 8C overcalls nullo
      Given the actions "N bid 8S, E bid MIS"
      When the action "S bid 8C" is taken
      Then the action is accepted
      When the action "W pass" is taken
      Then the contract is 8C by S

    Scenario Outline: Each bid worth more than 250 overcalls nullo
      Given the actions "N bid 7NT, E bid MIS"
      When the action "S bid <bid>" is taken
      Then the action is accepted

      Examples:
        | bid  |
        | 8C   |
        | 8D   |
        | 8H   |
        | 8NT  |
        | 9S   |
        | 10D  |
        | OMIS |
        | 10H  |
        | 10NT |

    @BID-02
    Scenario: 8S, worth less than nullo, cannot overcall it
      Given the actions "N bid 7NT, E bid MIS"
      When the action "S bid 8S" is taken
      Then the action is refused under BID-02

    @BID-02
    Scenario Outline: Nullo cannot overcall a bid worth more
      Given the actions "N bid <standing>"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

      Examples:
        | standing |
        | 8C       |
        | 8NT      |
        | 9S       |
        | 10NT     |

    Scenario: Over nullo the legal bids are those worth more
      Given the actions "N bid MIS"
      Then the legal bids are "8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: Blind nullo is not a bid of the American game
      When the action "N bid BMIS" is taken
      Then the action is refused under BID-24
      And it is N's turn

  @BID-15
  Rule: BID-15 Open misère ranks between 10D and 10H and needs no earlier bid

    Scenario: Open nullo is accepted as the opening call
      When the action "N bid OMIS" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: Open nullo over 10D is accepted
      Given the actions "N bid 10D"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: Open nullo over 10H, worth as much, is refused
      Given the actions "N bid 10H"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

    Scenario: 10H overcalls open nullo and takes the contract
      When the actions "N bid OMIS, E bid 10H, S pass, W pass" are taken
      Then the contract is 10H by E

  @BID-26
  Rule: BID-26 Nullo needs no earlier bid

    Scenario: Nullo is accepted as the opening call
      Then the legal bids include "MIS"
      When the action "N bid MIS" is taken
      Then the action is accepted
      And it is E's turn

    Scenario Outline: Nullo over any bid worth less than 250 is accepted
      Given the actions "N bid <standing>"
      When the action "E bid MIS" is taken
      Then the action is accepted

      Examples:
        | standing |
        | 6S       |
        | 6H       |
        | 6NT      |
        | 7C       |
        | 7NT      |
        | 8S       |

    Scenario: Nullo over the partner's bid is accepted
      Given the actions "N bid 6D, E pass"
      When the action "S bid MIS" is taken
      Then the action is accepted

    Scenario: The dealer may bid nullo after three passes
      When the actions "N pass, E pass, S pass, W bid MIS" are taken
      Then the contract is MIS by W

    @BID-02
    Scenario: A second nullo over a standing nullo is refused
      Given the actions "N bid MIS"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

  @BID-10
  Rule: BID-10 The top bid is the contract

    Scenario Outline: After the round the highest call is the contract
      When the actions "<calls>" are taken
      Then the contract is <contract> by <seat>

      Examples:
        | calls                               | contract | seat |
        | N bid 6S, E bid 7C, S pass, W pass  | 7C       | E    |
        | N pass, E pass, S pass, W bid 6NT   | 6NT      | W    |
        | N bid 7H, E bid 8S, S bid 8D, W pass | 8D      | S    |
        | N bid 7H, E bid MIS, S pass, W pass | MIS      | E    |

  @BID-11 @MIS-01
  Rule: BID-11 Misère means losing every trick, without the partner

    Scenario: The nullo contractor's partner is out of play after the discard
      Given the actions "N bid 8S, E bid MIS, S pass, W pass"
      When the action "E discard AH AS AC" is taken
      Then the action is accepted
      And the seats in play are "N E S"
      And it is E's turn

    @DECIDE-25
    Scenario: A play from the nullo contractor's partner is refused, and N plays third
      Given the actions "N bid 8S, E bid MIS, S pass, W pass, E discard AH AS AC, E play 5S, S play 8S"
      When the action "W play 7S" is taken
      Then the action is refused under MIS-01
      And it is N's turn
      And W holds 10 cards

    @DECIDE-25
    Scenario: The trick is complete after three cards and the partner's cards never reach it
      Given the actions "N bid 8S, E bid MIS, S pass, W pass, E discard AH AS AC, E play 5S, S play 8S, N play KS"
      Then trick 1 holds "5S 8S KS"
      And trick 1 is won by N
      And W holds "JK 8D 7D 6D 5D 4D 7S 6S 6C 5C"

    Scenario: Nullo is lost at the first trick the contractor takes
      Given the actions "N bid 8S, E bid MIS, S pass, W pass, E discard AH AS AC, E play KH, S play 7C"
      When the action "N play 5H" is taken
      Then trick 1 is won by E
      And the contract is lost
      And the hand scores "NS 0, EW -250"
