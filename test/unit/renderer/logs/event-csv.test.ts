import { describe, expect, it } from 'vitest';
import { eventsCsv, type CsvWords } from '../../../../src/renderer/src/features/logs/event-csv';
import { eventRow } from '../../../../src/renderer/src/features/logs/event-row';
import { accessEventsLocation } from '../../../../src/renderer/src/features/logs/events-link';

const WORDS: CsvWords = {
  time: 'Time',
  type: 'Type',
  title: 'Type title',
  person: 'Person',
  personUuid: 'Person uuid',
  point: 'Access point',
  pointUuid: 'Access point uuid',
  direction: 'Direction',
  outcome: 'Outcome',
  login: 'Login',
  message: 'Message',
};

const names = {
  typeTitle: (type: string) => (type === 'access_granted' ? 'Access granted' : undefined),
  person: (uuid: string) => ({ p1: 'Иванов, "Ваня"', p2: 'Smith John' })[uuid],
  point: (uuid: string) => (uuid === 'd1' ? 'North, gate\r\n2' : undefined),
  outcome: (outcome: string) => (outcome === 'granted' ? 'granted' : 'denied'),
};

describe('the CSV of the shown events', () => {
  it('resolves names, writes times in ISO 8601 and quotes as RFC 4180 says', () => {
    const rows = [
      eventRow(
        {
          uuid: 'a',
          type: 'access_granted',
          user_uuid: 'p1',
          access_point_uuid: 'd1',
          direction: 'in',
          timestamp: '2026-05-01T13:04:05+03:00',
        },
        1,
        'accessEvents',
      ),
      eventRow({ uuid: 'b', type: 'door_held_open', timestamp: 'yesterday' }, 0, 'accessEvents'),
    ];
    const csv = eventsCsv('accessEvents', rows, WORDS, names);
    expect(csv.split('\r\n')).toEqual([
      'Time,Type,Type title,Outcome,Person,Person uuid,Access point,Access point uuid,Direction',
      '2026-05-01T10:04:05.000Z,access_granted,Access granted,granted,"Иванов, ""Ваня""",p1,"North, gate',
      '2",d1,in',
      'yesterday,door_held_open,,denied,,,,,',
      '',
    ]);
  });

  it('has the login and message of audit events', () => {
    const row = eventRow(
      {
        type: 'login',
        login: 'admin',
        message: 'admin logged in',
        timestamp: '2026-05-01T10:00:00Z',
      },
      0,
      'auditEvents',
    );
    expect(eventsCsv('auditEvents', [row], WORDS, names).split('\r\n')[1]).toBe(
      '2026-05-01T10:00:00.000Z,login,,admin,admin logged in',
    );
  });
});

describe('the link to the last events', () => {
  it('opens the access events of the controller filtered by person or door', () => {
    expect(accessEventsLocation('c1', { person: 'p1' })).toEqual({
      name: 'controller',
      params: { id: 'c1' },
      query: { tab: 'events', collection: 'accessEvents', person: 'p1' },
    });
    expect(accessEventsLocation('c1', { point: 'd1' })).toMatchObject({
      query: { tab: 'events', collection: 'accessEvents', point: 'd1' },
    });
  });
});
