@australian
Feature: Scores for the optional contracts
  Under the sans-kitty option a contract played without the kitty is worth
  exactly what the same contract is worth with it, slam included; this
  variant does not offer the option, so every contract is played with the
  kitty and scored from the ordinary table. The table also holds blind
  misère, +500 made and −500 lost like open misère and never raised by the
  slam rule; like the bid, its score is asked only with its option, which no
  variant offers (features/options/blind-misere-score.feature).

  In these scenarios the contractor's side takes the tricks given and the
  defenders take the rest of the ten.

  @SCORE-12 @SCORE-03 @SCORE-05 @SCORE-06
  Rule: SCORE-12 A sans-kitty contract would score like the plain contract

    Scenario Outline: A contract played with the kitty scores its table value
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <points>
      And side EW scores <defence>

      Examples:
        | contract | tricks | points | defence |
        | 8H       | 8      | 300    | 20      |
        | 8H       | 7      | -300   | 30      |
        | 6C       | 6      | 60     | 40      |

  @DECIDE-28 @SCORE-04
  Rule: DECIDE-28 The slam rule is the ordinary one, and blind misère has none

    Scenario Outline: All ten tricks on a contract worth less than 250 score 250
      When N plays "<contract>" and the contractor's side takes 10 tricks
      Then side NS scores 250
      And side EW scores 0

      Examples:
        | contract |
        | 6C       |
        | 7H       |
        | 8S       |
