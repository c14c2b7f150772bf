@two-hand-24
Feature: The two-hand auction: one call each, trick bids only
  P2 deals, so P1 calls first and P2, the dealer, last. Each player calls
  once: a pass or a bid higher than the standing bid. There is no misère.
  After the dealer's call the auction is over; if both pass the hand is
  thrown in and the other player deals the next one.

  Background:
    Given the deal "two-hand-24-p1-hearts"

  @BID-20 @BID-01 @BID-10
  Rule: BID-20 The auction is one round of trick bids

    Scenario: P1, on the dealer's left, calls first
      Then it is P1's turn

    Scenario: P1 bids 7H and P2 passes: P1 is contractor at 7H
      When the actions "P1 bid 7H, P2 pass" are taken
      Then the contract is 7H by P1

    Scenario: The dealer overcalls and the auction closes at once
      When the actions "P1 bid 6H, P2 bid 7C" are taken
      Then the contract is 7C by P2
      And P1 may not bid again

    Scenario: A player outbid has no second call
      Given the actions "P1 bid 6H, P2 bid 7C"
      When the action "P1 bid 8H" is taken
      Then the action is refused under BID-20

    Scenario Outline: No form of misère can be bid
      Given the actions "<before>"
      When the action "<bid>" is taken
      Then the action is refused under BID-20

      Examples:
        | before    | bid         |
        | P1 pass   | P2 bid MIS  |
        | P1 bid 7S | P2 bid OMIS |
        | P1 pass   | P2 bid BMIS |

    Scenario: The legal bids are the 25 trick bids
      Then the legal bids include "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D 10H 10NT"
      And the legal bids exclude "MIS OMIS BMIS"

  @BID-06 @BID-02
  Rule: BID-06 A higher bid has more tricks, or as many in a higher denomination

    Scenario: Over 7C the dealer may not bid 7S
      Given the actions "P1 bid 7C"
      When the action "P2 bid 7S" is taken
      Then the action is refused under BID-02

  @BID-09 @DECIDE-02
  Rule: BID-09 If every player passes, the hand is thrown in

    Scenario: Both players pass
      When the actions "P1 pass, P2 pass" are taken
      Then the hand is thrown in
