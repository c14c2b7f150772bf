@five-hand
Feature: Scoring at five: the contracting side shares the contract, each defender scores alone
  Every player keeps a total of their own. The tricks of the contractor and
  the partners named count together towards the contract; each of them
  scores its value when it is made (at least 250 for all ten tricks) and
  loses it when it fails. Each defender scores ten for every trick they won
  themselves, made or not (SCORE-13, DECIDE-56). In misère the contractor
  alone scores or loses its value and the defenders score nothing.

  @SCORE-13 @SCORE-02 @SCORE-03 @DECIDE-56
  Rule: SCORE-13 At five, the contracting side each score the contract, defenders their own tricks

    Scenario: 8H made by P1 with P3 and P4
      When P1 with partners "P3 P4" plays "8H" and the tricks are "P1 4, P2 1, P3 3, P4 1, P5 1"
      Then the sides score "P1 300, P2 10, P3 300, P4 300, P5 10"
      And the table counts the contract as made

    @SCORE-05
    Scenario: 6D lost by P5 with P2: both lose its value, every defender scores their tricks
      When P5 with partners "P2" plays "6D" and the tricks are "P1 2, P2 2, P3 2, P4 2, P5 2"
      Then the sides score "P1 20, P2 -80, P3 20, P4 20, P5 -80"
      And the table counts the contract as lost

    @SCORE-04
    Scenario: A slam at 7S scores 250 for the contractor and the partner
      When P1 with partners "P2" plays "7S" and the tricks are "P1 6, P2 4, P3 0, P4 0, P5 0"
      Then the sides score "P1 250, P2 250, P3 0, P4 0, P5 0"

  @SCORE-08 @MIS-06
  Rule: SCORE-08 Misère scores +250 if made and −250 if lost, and the defenders nothing

    Scenario: P2's misère made: P2 alone scores 250
      When P2 plays "MIS" and the tricks are "P1 3, P2 0, P3 3, P4 2, P5 2"
      Then the sides score "P1 0, P2 250, P3 0, P4 0, P5 0"

  @SEAT-11
  Rule: SEAT-11 One partner up to seven tricks, two from eight tricks

    Scenario: A score of an eight-level contract with no partner named is refused
      When the score of "8H" by P1 with the tricks "P1 8, P2 2" is asked
      Then the score is refused under SEAT-11
