@australian
Feature: The dealer forced to bid
  C-20: when every player passes, the hand is thrown in (reading A, this spec, BID-09). Under
  ref:stick-the-dealer, once the three players before the dealer have passed, the dealer may not
  pass and must bid, so no hand is thrown in; a dealer who has a bid to pass over passes as usual.
  W deals, so N calls first and W calls last.

  Background:
    Given the deal "e-seven-hearts"

  @C-20 @BID-09
  Rule: BID-09 The dealer may not pass when everyone else has

    Scenario: Without the option the dealer passes last and the hand is thrown in
      Given the actions "N pass, E pass, S pass"
      When the action "W pass" is taken
      Then the action is accepted
      And the hand is thrown in

    @option:ref:stick-the-dealer
    Scenario: After three passes the dealer's pass is refused
      Given the actions "N pass, E pass, S pass"
      When the action "W pass" is taken
      Then the action is refused under BID-09
      And it is W's turn

    @option:ref:stick-the-dealer
    Scenario: After three passes the dealer may make any bid, and it becomes the contract
      Given the actions "N pass, E pass, S pass"
      Then the legal bids include "6S 7NT OMIS 10NT"
      And the legal bids exclude "MIS"
      When the action "W bid 6S" is taken
      Then the action is accepted
      And the contract is 6S by W

    @option:ref:stick-the-dealer
    Scenario: The players before the dealer may still pass
      When the actions "N pass, E pass" are taken
      Then the action is accepted
      And it is S's turn

    @option:ref:stick-the-dealer @BID-10
    Scenario: A dealer with a bid standing passes as usual
      Given the actions "N bid 6S, E pass, S pass"
      When the action "W pass" is taken
      Then the action is accepted
      And the contract is 6S by N
