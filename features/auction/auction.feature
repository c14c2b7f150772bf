@australian
Feature: The auction
  W deals, so N speaks first and the turn goes clockwise: N, E, S, W. On a
  turn a player passes or makes a bid that outranks the standing bid; a player
  who has passed stays out. The auction closes once a bid stands and all the
  other players have passed, and the highest bid becomes the contract. If
  all four pass, the hand is thrown in. The bid ladder, lowest first, runs
  6S 6C 6D 6H 6NT, 7S to 7NT, MIS, 8S to 10D, OMIS, 10H, 10NT.

  Background:
    Given the deal "e-seven-hearts"

  @BID-01
  Rule: BID-01 The auction opens on the dealer's left and goes clockwise

    Scenario: N, on the dealer's left, makes the first call
      Then it is N's turn
      When the action "N bid 6S" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: A call before N's is refused
      When the action "E bid 6S" is taken
      Then the action is refused under BID-01

    Scenario: The dealer calling first is refused
      When the action "W pass" is taken
      Then the action is refused under BID-01

    Scenario: The turn passes to the left after every call
      Given the actions "N bid 6S, E pass"
      Then it is S's turn
      When the action "S bid 6C" is taken
      Then it is W's turn

    Scenario: Skipping the next player is refused
      Given the actions "N bid 6S"
      When the action "S bid 7S" is taken
      Then the action is refused under BID-01

  @BID-02
  Rule: BID-02 On a turn a player passes or bids higher

    Scenario Outline: A bid above the standing bid is accepted
      Given the actions "N bid <standing>"
      When the action "E bid <bid>" is taken
      Then the action is accepted
      And it is S's turn

      Examples:
        | standing | bid  |
        | 7D       | 7H   |
        | 7D       | 7NT  |
        | 7D       | 8S   |
        | 6S       | 6C   |
        | 9NT      | 10S  |
        | 10H      | 10NT |

    Scenario Outline: A bid that does not outrank the standing bid is refused
      Given the actions "N bid <standing>"
      When the action "E bid <bid>" is taken
      Then the action is refused under BID-02

      Examples:
        | standing | bid  |
        | 7D       | 7C   |
        | 7D       | 7D   |
        | 7D       | 6NT  |
        | 8S       | 7NT  |
        | 10NT     | 10H  |
        | 10NT     | 10NT |

    Scenario: A pass is accepted over any bid
      Given the actions "N bid 10NT"
      When the action "E pass" is taken
      Then the action is accepted
      And it is S's turn

  @BID-05
  Rule: BID-05 The lowest bid is 6S and the highest 10NT

    Scenario: The opening bids run from 6S to 10NT
      Then the legal bids include "6S 6C 6D 6H 6NT 7S 7NT 8S 9H 10S 10D 10H 10NT"

    Scenario Outline: A bid for fewer than 6 or more than 10 tricks is refused
      When the action "N bid <bid>" is taken
      Then the action is refused under BID-05

      Examples:
        | bid  |
        | 5H   |
        | 5NT  |
        | 1S   |
        | 11S  |
        | 11NT |

    Scenario: 6S, the lowest bid, is accepted as an opening bid
      When the action "N bid 6S" is taken
      Then the action is accepted

    Scenario: After 10NT the other players have only a pass
      Given the actions "N bid 10NT"
      Then the legal bids exclude "6S 6NT 7NT MIS 8S 9NT 10S 10C 10D OMIS 10H 10NT"
      When the actions "E pass, S pass, W pass" are taken
      Then the contract is 10NT by N

  @BID-06
  Rule: BID-06 A higher bid has more tricks, or as many in a higher denomination

    Scenario: Over 7D the legal bids are the higher denominations and the higher levels
      Given the actions "N bid 7D"
      Then the legal bids include "7H 7NT 8S 8C 9D 10NT"
      And the legal bids exclude "6S 6NT 7S 7C 7D"

    Scenario: Over 8H only 8NT is left at the eight level
      Given the actions "N bid 8H"
      Then the legal bids include "8NT 9S"
      And the legal bids exclude "8S 8C 8D 8H 7NT"

  @BID-07
  Rule: BID-07 A pass cannot be taken back

    Scenario: A player who passed is skipped when the turn comes round
      Given the actions "N pass, E bid 6S, S bid 7S, W pass"
      Then it is E's turn
      And the auction is still open

    Scenario: A player who passed may not bid later
      Given the actions "N pass, E bid 6S, S bid 7S, W pass"
      When the action "N bid 8S" is taken
      Then the action is refused under BID-07

    Scenario: A player still in the auction may bid again
      Given the actions "N pass, E bid 6S, S bid 7S, W pass"
      When the action "E bid 8S" is taken
      Then the action is accepted
      And it is S's turn

  @BID-08
  Rule: BID-08 The auction runs until all players but one have passed

    Scenario: The auction goes round the table until three players have passed
      Given the actions "N bid 6S, E bid 7H, S pass, W pass, N bid 8S"
      Then the auction is still open
      And it is E's turn
      When the action "E pass" is taken
      Then the contract is 8S by N

    Scenario: The high bidder gets no further turn once the others have passed
      Given the actions "N bid 6S, E pass, S pass, W pass"
      When the action "N bid 7H" is taken
      Then the action is refused under BID-08
      And the contract is 6S by N

    Scenario: The dealer still speaks after three passes
      Given the actions "N pass, E pass, S pass"
      Then the auction is still open
      And it is W's turn
      When the action "W bid 6S" is taken
      Then the contract is 6S by W

  @BID-09 @american
  Rule: BID-09 If every player passes, the hand is thrown in

    Scenario: Four passes throw the hand in
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in

    Scenario: Three passes do not throw the hand in
      When the actions "N pass, E pass, S pass" are taken
      Then the auction is still open

    Scenario: Once the hand is thrown in no action is legal
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in
      And no action is legal

  @BID-10
  Rule: BID-10 The top bid is the contract

    Scenario Outline: The highest bid is the contract and its bidder the contractor
      When the actions "<auction>" are taken
      Then the contract is <contract> by <contractor>

      Examples:
        | auction                                                                             | contract | contractor |
        | N bid 6S, E pass, S pass, W pass                                                    | 6S       | N          |
        | N pass, E bid 7D, S bid 7H, W pass, E pass                                          | 7H       | S          |
        | N pass, E pass, S pass, W bid 6NT                                                   | 6NT      | W          |
        | N bid 6S, E bid 6C, S bid 6D, W bid 6H, N bid 6NT, E bid 7S, S pass, W pass, N pass | 7S       | E          |
        | N bid 7NT, E bid MIS, S pass, W pass, N pass                                        | MIS      | E          |
        | N bid 10D, E bid OMIS, S pass, W pass, N pass                                       | OMIS     | E          |
        | N bid 6H, E pass, S bid 8D, W bid 9C, N pass, S bid 9H, W pass                      | 9H       | S          |

    Scenario: The contractor takes the turn once the auction closes
      When the actions "N pass, E bid 7D, S bid 7H, W pass, E pass" are taken
      Then the contract is 7H by S
      And it is S's turn

  @BID-12
  Rule: BID-12 Misère ranks between the seven level and the eight level

    Scenario: Misère overcalls 7NT and 8S overcalls misère
      Given the actions "N bid 7NT"
      Then the legal bids include "MIS 8S"
      When the actions "E bid MIS, S bid 8S" are taken
      Then the action is accepted

    @BID-02
    Scenario: Misère cannot overcall 8S
      Given the actions "N bid 8S"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

    @BID-02
    Scenario: Misère cannot overcall misère
      Given the actions "N bid 7H, E bid MIS"
      Then the legal bids exclude "MIS 7NT"
      When the action "S bid MIS" is taken
      Then the action is refused under BID-02

  @BID-13
  Rule: BID-13 Misère needs a seven-level bid to be standing

    Scenario Outline: Misère over a standing seven-level bid is accepted
      Given the actions "<auction>"
      When the action "<seat> bid MIS" is taken
      Then the action is accepted

      Examples:
        | auction                   | seat |
        | N bid 7S                  | E    |
        | N bid 6H, E bid 7C        | S    |
        | N bid 7S, E pass          | S    |
        | N bid 7NT, E pass, S pass | W    |

    Scenario Outline: Misère without a standing seven-level bid is refused
      Given the actions "<auction>"
      When the action "<seat> bid MIS" is taken
      Then the action is refused under BID-13

      Examples:
        | auction           | seat |
        | N pass            | E    |
        | N bid 6H          | E    |
        | N bid 6NT, E pass | S    |

    Scenario: Misère as the opening bid is refused
      Then the legal bids exclude "MIS"
      When the action "N bid MIS" is taken
      Then the action is refused under BID-13

  @BID-15
  Rule: BID-15 Open misère ranks between 10D and 10H and needs no earlier bid

    Scenario: Open misère is accepted as the opening bid
      Then the legal bids include "OMIS"
      When the action "N bid OMIS" is taken
      Then the action is accepted

    Scenario: Open misère overcalls 10D and 10H overcalls open misère
      When the actions "N bid 10D, E bid OMIS, S bid 10H" are taken
      Then the action is accepted

    @BID-02
    Scenario: Open misère cannot overcall 10H
      Given the actions "N bid 10H"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

  @BID-18
  Rule: BID-18 A player may outbid their own partner

    Scenario: W overcalls partner E and becomes contractor
      When the actions "N pass, E bid 6H, S pass, W bid 7NT, E pass" are taken
      Then the contract is 7NT by W

    Scenario: N outbids partner S's 6NT in the second round
      When the actions "N bid 6H, E pass, S bid 6NT, W pass, N bid 7H, S pass" are taken
      Then the contract is 7H by N

    Scenario: S overcalls partner N and becomes contractor
      Given the actions "N bid 6H, E pass"
      When the action "S bid 7H" is taken
      Then the action is accepted
      When the actions "W pass, N pass" are taken
      Then the contract is 7H by S

    Scenario: N outbids partner S in a later round
      When the actions "N bid 6S, E pass, S bid 7C, W pass, N bid 8C, S pass" are taken
      Then the contract is 8C by N
