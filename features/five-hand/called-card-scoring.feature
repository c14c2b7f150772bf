@five-hand @option:var:called-card
Feature: Scoring the called-card game: the sides the called cards made
  Under var:called-card the contracting side is the contractor with the
  holders of the called cards, known to everyone by the end of the hand
  (SEAT-13). Each of them scores or loses the contract's value; each defender
  scores ten for every trick they won themselves (SCORE-13). A called card
  that nobody else holds finds no partner, so a contract of eight tricks or
  more may be played with one partner or none, and a contract of six or seven
  alone (DECIDE-63, DECIDE-66).

  @SCORE-13 @DECIDE-66 @SEAT-13
  Rule: DECIDE-66 The score uses the sides the called cards made

    Scenario: 7C made alone, the called card in the contractor's hand: every other player defends
      When P2 plays "7C" and the tricks are "P1 1, P2 8, P3 0, P4 1, P5 0"
      Then the sides score "P1 10, P2 160, P3 0, P4 10, P5 0"
      And the table counts the contract as made

    Scenario: 8H made by P1 with the one partner two called cards found
      When P1 with partners "P3" plays "8H" and the tricks are "P1 6, P2 1, P3 2, P4 1, P5 0"
      Then the sides score "P1 300, P2 10, P3 300, P4 10, P5 0"

    @SCORE-05
    Scenario: 9S lost by P4 with nobody found: P4 alone loses its value
      When P4 plays "9S" and the tricks are "P1 1, P2 2, P3 2, P4 4, P5 1"
      Then the sides score "P1 10, P2 20, P3 20, P4 -340, P5 10"
      And the table counts the contract as lost

    @SCORE-04
    Scenario: A slam at 7D by P3 and the partner the called card found scores 250 each
      When P3 with partners "P5" plays "7D" and the tricks are "P1 0, P2 0, P3 7, P4 0, P5 3"
      Then the sides score "P1 0, P2 0, P3 250, P4 0, P5 250"

  @END-12 @SCORE-13 @DECIDE-66
  Rule: END-12 The running totals with the sides the called cards made

    Scenario: 8S made by P2 with one partner found: both reach 500 and the contractor wins
      Given the scores are "P1 0, P2 300, P3 0, P4 260, P5 0" with P1 to deal
      When the hand is played as "8S" by P2 with partners "P4" and tricks won by "P2 P2 P2 P2 P2 P4 P4 P4 P1 P3"
      Then the scores are "P1 10, P2 540, P3 10, P4 500, P5 0"
      And P2 wins the game (contractor_tie_break)
