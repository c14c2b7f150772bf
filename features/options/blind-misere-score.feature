@australian
Feature: The score of blind misère is asked only with its option
  Blind misère (BID-16) is an option that no variant offers yet (opt:blind-misere): without it
  blind misère is no contract of the game, so its score is refused as its bid is, under BID-16,
  and under var:no-misere every misère score is refused under BID-22. Open misère, which blind
  misère would share a score row with (SCORE-09), is scored as usual.

  @BID-16
  Rule: BID-16 No blind-misère contract without its option

    Scenario: The score of a blind misère is refused
      When the score of "BMIS" by N with the tricks "N 0, E 10" is asked
      Then the score is refused under BID-16

    @SCORE-09
    Scenario: The score of an open misère with no trick taken is 500
      When N plays "OMIS" and the tricks are "N 0, E 10"
      Then the sides score "NS 500, EW 0"

  @BID-22 @option:var:no-misere
  Rule: BID-22 No misère score without misère bids

    Scenario Outline: The score of any misère is refused under var:no-misere
      When the score of "<contract>" by N with the tricks "N 0, E 10" is asked
      Then the score is refused under BID-22

      Examples:
        | contract |
        | MIS      |
        | OMIS     |
        | BMIS     |
