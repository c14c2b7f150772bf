@australian
Feature: Misère and open misère in the auction, reading by reading
  Three points about the misère bids are read differently by the sources.
  C-01: misère sits between 7NT and 8S by position (reading A, this spec), or
  by its value of 250 between 8S and 8C (reading B, option
  ref:misere-rank-by-value, which also drops the need for a seven-level bid).
  C-02: open misère sits between 10D and 10H (reading A), or above every bid
  (reading B, option ref:open-misere-top). C-03: misère needs a standing
  seven-level bid (reading A), or none at all (reading B, option
  var:misere-without-seven).

  Each situation is written once for each reading: the scenario without an
  option expects what this spec decides, the one with the option expects
  the other reading. W deals in every scenario, so N calls first.

  Background:
    Given the deal "e-seven-hearts"

  @C-01 @BID-12
  Rule: C-01 Misère by position or by value

    @BID-02
    Scenario: Reading A: misère over a standing 8S is refused
      Given the actions "N bid 8S"
      Then the legal bids exclude "MIS"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-02

    @option:ref:misere-rank-by-value
    Scenario: Reading B: misère over a standing 8S is accepted
      Given the actions "N bid 8S"
      Then the legal bids include "MIS"
      When the action "E bid MIS" is taken
      Then the action is accepted

    Scenario: Reading A: 8S overcalls a standing misère
      Given the actions "N bid 7NT, E bid MIS"
      Then the legal bids include "8S 8C"
      When the action "S bid 8S" is taken
      Then the action is accepted

    @option:ref:misere-rank-by-value @BID-02
    Scenario: Reading B: 8S no longer overcalls a standing misère, 8C does
      Given the actions "N bid 7NT, E bid MIS"
      Then the legal bids include "8C"
      And the legal bids exclude "8S"
      When the action "S bid 8S" is taken
      Then the action is refused under BID-02

    @BID-13
    Scenario: Reading A: misère as the opening bid is refused
      Then the legal bids exclude "MIS"
      When the action "N bid MIS" is taken
      Then the action is refused under BID-13

    @BID-13 @option:ref:misere-rank-by-value
    Scenario: Reading B: misère as the opening bid is accepted
      Then the legal bids include "MIS"
      When the action "N bid MIS" is taken
      Then the action is accepted

  @C-02 @BID-15
  Rule: C-02 Open misère between 10D and 10H, or at the top

    @BID-02
    Scenario: Reading A: open misère over a standing 10H is refused
      Given the actions "N bid 10H"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

    @option:ref:open-misere-top
    Scenario: Reading B: open misère over a standing 10H is accepted
      Given the actions "N bid 10H"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: Reading A: open misère over a standing 10NT is refused
      Given the actions "N bid 10NT"
      Then the legal bids exclude "OMIS"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

    @option:ref:open-misere-top
    Scenario: Reading B: open misère over a standing 10NT is accepted
      Given the actions "N bid 10NT"
      Then the legal bids include "OMIS"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    Scenario: Reading A: 10H and 10NT overcall a standing open misère
      Given the actions "N bid 10D, E bid OMIS"
      Then the legal bids include "10H 10NT"
      When the action "S bid 10H" is taken
      Then the action is accepted

    @option:ref:open-misere-top @BID-02
    Scenario: Reading B: nothing overcalls a standing open misère
      Given the actions "N bid 10D, E bid OMIS"
      Then S can only pass
      When the action "S bid 10H" is taken
      Then the action is refused under BID-02

  @C-03 @BID-13 @BID-23
  Rule: C-03 Misère with or without a standing seven-level bid

    Scenario: Reading A: misère over a standing 6H is refused
      Given the actions "N bid 6H"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-13

    @option:var:misere-without-seven
    Scenario: Reading B: misère over a standing 6H is accepted
      Given the actions "N bid 6H"
      When the action "E bid MIS" is taken
      Then the action is accepted

    Scenario: Reading A: misère over a standing 7S is accepted
      Given the actions "N bid 7S"
      When the action "E bid MIS" is taken
      Then the action is accepted

    @option:var:misere-without-seven
    Scenario: Reading B: misère over a standing 7S is accepted as well
      Given the actions "N bid 7S"
      When the action "E bid MIS" is taken
      Then the action is accepted
