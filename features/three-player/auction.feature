@three-player
Feature: The single-round auction
  P3 deals, so P1 speaks first, then P2, then P3. Each player has exactly one
  turn: a pass, or a bid that outranks the standing bid. Bids give 6 to 10
  tricks with a trump suit or no trumps, from 6S up to 10NT; there is no
  misère in this game. After P3's turn the auction is over: the highest bid is
  the contract, and if all three pass the hand is thrown in.

  Background:
    Given the deal "three-player-p2-joker"

  @BID-20
  Rule: BID-20 The three-player auction is one round of trick bids

    Scenario: P1 passes, P2 bids 7C and P3 bids 7H: P3 is contractor at 7H
      When the actions "P1 pass, P2 bid 7C, P3 bid 7H" are taken
      Then the action is accepted
      And the contract is 7H by P3

    Scenario: The auction closes after the dealer's turn although a bid was overcalled
      When the actions "P1 bid 6S, P2 bid 7S, P3 pass" are taken
      Then the contract is 7S by P2
      And P1 may not bid again

    Scenario: The first bidder is contractor when the others pass
      When the actions "P1 bid 8H, P2 pass, P3 pass" are taken
      Then the contract is 8H by P1

    Scenario: The highest bid wins even when it was not the last
      When the actions "P1 bid 6S, P2 bid 6NT, P3 pass" are taken
      Then the contract is 6NT by P2

    Scenario: A player outbid in the round has no second turn
      Given the actions "P1 bid 6S, P2 bid 7S, P3 pass"
      When the action "P1 bid 8S" is taken
      Then the action is refused under BID-20
      And the contract is 7S by P2

    Scenario Outline: No form of misère can be bid
      Given the actions "<before>"
      When the action "<bid>" is taken
      Then the action is refused under BID-20
      And it is <seat>'s turn

      Examples:
        | before           | bid         | seat |
        | P1 pass          | P2 bid MIS  | P2   |
        | P1 bid 7S        | P2 bid MIS  | P2   |
        | P1 bid 7NT       | P2 bid MIS  | P2   |
        | P1 pass          | P2 bid OMIS | P2   |
        | P1 bid 10D       | P2 bid OMIS | P2   |
        | P1 pass, P2 pass | P3 bid BMIS | P3   |

    Scenario: The legal bids are the 25 trick bids and no misère
      Then the legal bids include "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D 10H 10NT"
      And the legal bids exclude "MIS OMIS BMIS"

    Scenario: Over a seven-level bid misère is still not offered
      Given the actions "P1 bid 7NT"
      Then the legal bids include "8S 10NT"
      And the legal bids exclude "MIS 7H"

  # The variant file cites BID-20 for BID-01 (the three-player page states the
  # order of calls inside its single round), so a call out of turn is refused
  # under BID-20.
  @BID-01
  Rule: BID-01 The auction opens on the dealer's left and goes clockwise

    Scenario: P1, on the dealer's left, makes the first call
      Then it is P1's turn
      When the action "P1 bid 6S" is taken
      Then the action is accepted
      And it is P2's turn

    @BID-20
    Scenario: The dealer calling first is refused
      When the action "P3 bid 6S" is taken
      Then the action is refused under BID-20

    @BID-20
    Scenario: Skipping the next player is refused
      Given the actions "P1 pass"
      When the action "P3 bid 6S" is taken
      Then the action is refused under BID-20

  @BID-02
  Rule: BID-02 On a turn a player passes or bids higher

    Scenario Outline: A bid must outrank the standing bid
      Given the actions "P1 bid <standing>"
      When the action "P2 bid <bid>" is taken
      Then the action is <verdict>

      Examples:
        | standing | bid  | verdict              |
        | 7D       | 7H   | accepted             |
        | 7D       | 8S   | accepted             |
        | 6S       | 6C   | accepted             |
        | 7D       | 7C   | refused under BID-02 |
        | 7D       | 7D   | refused under BID-02 |
        | 8S       | 7NT  | refused under BID-02 |
        | 10NT     | 10NT | refused under BID-02 |

  @SUIT-01 @SUIT-02 @BID-03 @BID-04
  Rule: SUIT-01 Denominations rank NT, hearts, diamonds, clubs, spades

    Scenario Outline: At one level a higher denomination outranks a lower one
      Given the actions "P1 bid 7<lower>"
      When the action "P2 bid 7<higher>" is taken
      Then the action is accepted

      Examples:
        | lower | higher |
        | S     | C      |
        | C     | D      |
        | D     | H      |
        | H     | NT     |

    @BID-02
    Scenario Outline: At one level a lower denomination is refused
      Given the actions "P1 bid 8<higher>"
      When the action "P2 bid 8<lower>" is taken
      Then the action is refused under BID-02

      Examples:
        | higher | lower |
        | NT     | H     |
        | H      | D     |
        | D      | C     |
        | C      | S     |

  @BID-05
  Rule: BID-05 The lowest bid is 6S and the highest 10NT

    Scenario Outline: A bid for fewer than 6 or more than 10 tricks is refused
      When the action "P1 bid <bid>" is taken
      Then the action is refused under BID-05

      Examples:
        | bid |
        | 5H  |
        | 11S |

    Scenario: After 10NT the others can only pass
      Given the actions "P1 bid 10NT"
      Then the legal bids exclude "6S 9NT 10H 10NT"
      When the actions "P2 pass, P3 pass" are taken
      Then the contract is 10NT by P1

  @BID-09
  Rule: BID-09 If every player passes, the hand is thrown in

    Scenario: All three pass and the hand is thrown in
      When the actions "P1 pass, P2 pass, P3 pass" are taken
      Then the hand is thrown in

  @PLAY-01
  Rule: PLAY-01 The contractor makes the opening lead

    Scenario: No card may be played before the round of calls is over
      Given the actions "P1 bid 6D, P2 bid 7D"
      When the action "P2 play AD" is taken
      Then the action is refused under PLAY-01
      And it is P3's turn

  @BID-10
  Rule: BID-10 The top bid is the contract

    Scenario: The dealer's overcall is the contract
      When the actions "P1 bid 6D, P2 bid 7D, P3 bid 8C" are taken
      Then the contract is 8C by P3

    Scenario Outline: After the round the highest bid is the contract
      When the actions "<calls>" are taken
      Then the contract is <contract> by <seat>

      Examples:
        | calls                        | contract | seat |
        | P1 bid 6NT, P2 bid 7S, P3 pass | 7S     | P2   |
        | P1 pass, P2 pass, P3 bid 6S  | 6S       | P3   |
        | P1 bid 8H, P2 bid 9S, P3 pass | 9S      | P2   |

  @BID-06 @BID-02
  Rule: BID-06 A higher bid has more tricks, or as many in a higher denomination

    Scenario Outline: P2's <bid> over P1's <standing>
      Given the actions "P1 bid <standing>"
      When the action "P2 bid <bid>" is taken
      Then the action is <verdict>

      Examples:
        | standing | bid | verdict              |
        | 6NT      | 7S  | accepted             |
        | 7H       | 7NT | accepted             |
        | 8C       | 7NT | refused under BID-02 |
        | 9D       | 9C  | refused under BID-02 |
